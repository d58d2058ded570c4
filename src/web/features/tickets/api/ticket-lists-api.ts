import { useInfiniteQuery } from '@tanstack/react-query';
import type { DeletedTicketDto } from '../../../../shared/tickets/deleted-tickets';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { pagedQueryOptions, usePagedQuery } from '../../../lib/use-paged-query';
import { filtersToSearch, TICKET_FILTERS, type TicketListFilters } from './ticket-list-filters';
import { ticketsQueryKey } from './ticket-query';
import type { Ticket } from './ticket-types';

function ticketListQuery(filters: TicketListFilters) {
  const params = filtersToSearch(filters);
  params.set('closed', String(filters.closed));
  return pagedQueryOptions<Ticket>({
    queryKey: [...ticketsQueryKey, 'list', filters],
    path: '/api/tickets',
    params,
  });
}

/** One server page at a time (keyset cursor); filtering and sorting happen on the server. */
export function useTicketList(filters: TicketListFilters) {
  return useInfiniteQuery(ticketListQuery(filters));
}

/** The list of /tickets with the filters of its URL, fetched ahead of the page's first render. */
export const prefetchTicketList: PrefetchPage = (client, { search }) =>
  client.prefetchInfiniteQuery(ticketListQuery(TICKET_FILTERS.parse(new URLSearchParams(search))));

/** Admin: tickets deleted in the last 30 days, newest deletion first. */
export function useDeletedTickets() {
  return usePagedQuery<DeletedTicketDto>({
    queryKey: [...ticketsQueryKey, 'deleted'],
    path: '/api/tickets/deleted',
  });
}
