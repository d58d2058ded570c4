import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { TicketDetail } from './ticket-types';

/**
 * One ticket's query, apart from the rest of the tickets' API: pages that only read a ticket
 * (a quote or a build started from it) do not download the list's and the writes' code.
 */
export const ticketsQueryKey = ['tickets'] as const;

export const ticketPath = (id: string) => `/api/tickets/${encodeURIComponent(id)}`;

export function useTicket(id: string) {
  return useQuery({
    queryKey: [...ticketsQueryKey, 'detail', id],
    queryFn: ({ signal }) => apiFetch<TicketDetail>(ticketPath(id), { signal }),
  });
}
