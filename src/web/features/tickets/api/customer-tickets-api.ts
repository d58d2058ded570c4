import { useQuery } from '@tanstack/react-query';
import type { CustomerTicketsDto } from '../../../../shared/counter/customers';
import { apiFetch } from '../../../lib/api-fetch';
import { ticketsQueryKey } from './ticket-query';

/** "Altri ticket di questo cliente", under the tickets' key: a new or edited ticket changes them. */
export function useCustomerTickets(ticketId: string) {
  return useQuery({
    queryKey: [...ticketsQueryKey, 'customer-tickets', ticketId],
    queryFn: ({ signal }) =>
      apiFetch<CustomerTicketsDto>(
        `/api/tickets/${encodeURIComponent(ticketId)}/customer-tickets`,
        { signal },
      ),
  });
}
