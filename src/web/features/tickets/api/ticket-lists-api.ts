import type { DeletedTicketDto } from '../../../../shared/tickets/deleted-tickets';
import { usePagedQuery } from '../../../lib/use-paged-query';
import { filtersToSearch, type TicketListFilters } from './ticket-list-filters';
import { ticketsQueryKey } from './ticket-query';
import type { Ticket } from './ticket-types';

/** One server page at a time (keyset cursor); filtering and sorting happen on the server. */
export function useTicketList(filters: TicketListFilters) {
  const params = filtersToSearch(filters);
  params.set('closed', String(filters.closed));
  return usePagedQuery<Ticket>({
    queryKey: [...ticketsQueryKey, 'list', filters],
    path: '/api/tickets',
    params,
  });
}

/** Admin: tickets deleted in the last 30 days, newest deletion first. */
export function useDeletedTickets() {
  return usePagedQuery<DeletedTicketDto>({
    queryKey: [...ticketsQueryKey, 'deleted'],
    path: '/api/tickets/deleted',
  });
}
