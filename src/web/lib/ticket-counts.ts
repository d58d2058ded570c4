import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCountsDto } from '../../shared/counter/dashboard';
import { apiFetch } from './api-fetch';

/**
 * The dashboard's ticket counts. Kept under the tickets API's key (['tickets']), so every ticket
 * create, edit, status change or delete invalidates them with the lists.
 */
export const ticketCountsQuery = queryOptions({
  queryKey: ['tickets', 'counts'],
  queryFn: ({ signal }) => apiFetch<DashboardCountsDto>('/api/dashboard', { signal }),
});

export function useTicketCounts() {
  return useQuery(ticketCountsQuery);
}
