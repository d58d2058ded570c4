import { phoneCountriesQuery } from '../../../components/ui/phone-field';
import { assignableUsersOptions } from '../../../lib/assignable-users';
import type { PrefetchPage } from '../../../lib/page-warmup';

/** What a new ticket's form reads as it opens (the phone's countries, the assignees), ahead. */
export const prefetchTicketForm: PrefetchPage = (client) =>
  Promise.all([
    client.prefetchQuery(phoneCountriesQuery),
    client.prefetchQuery(assignableUsersOptions),
  ]);
