import { useQuery } from '@tanstack/react-query';
import type { LateOrdersCountDto } from '../../../../shared/purchase-orders/late-orders';
import { apiFetch } from '../../../lib/api-fetch';
import { purchaseOrdersApi } from './purchase-orders-api';

/** Under the orders' key: sending or receiving an order refreshes the count. */
export const useLateOrdersCount = () =>
  useQuery({
    queryKey: [...purchaseOrdersApi.key, 'late-count'],
    queryFn: () => apiFetch<LateOrdersCountDto>(`${purchaseOrdersApi.path}/late-count`),
  });
