import { useQuery } from '@tanstack/react-query';
import type { ReorderGroup } from '../../../../shared/inventory/inventory-summary';
import { apiFetch } from '../../../lib/api-fetch';
import { productsApi } from './products-api';

export function useReorderList() {
  return useQuery({
    queryKey: [...productsApi.key, 'reorder'],
    queryFn: ({ signal }) =>
      apiFetch<{ groups: ReorderGroup[] }>('/api/inventory/reorder', { signal }),
    select: (data) => data.groups,
  });
}
