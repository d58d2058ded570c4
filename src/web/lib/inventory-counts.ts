import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryCounts } from '../../shared/inventory/inventory-summary';
import { apiFetch } from './api-fetch';

/**
 * The warehouse's counters (the inventory page and the admin dashboard's cards). Kept under the
 * products API's key, so any product change refreshes them too.
 */
export const inventoryCountsQuery = queryOptions({
  queryKey: ['/api/products', 'inventory-counts'],
  queryFn: ({ signal }) => apiFetch<InventoryCounts>('/api/inventory/summary', { signal }),
});

export function useInventoryCounts(enabled = true) {
  return useQuery({ ...inventoryCountsQuery, enabled });
}
