import { useQuery } from '@tanstack/react-query';
import type { TillStatusDto } from '../../shared/receipts/fiscal-devices';
import { apiFetch } from './api-fetch';

/**
 * Whether the shop's RT is on and the receipt mode (GET /api/fiscal-devices/status, any staff):
 * the counter offers the lottery code and the document choice from it.
 */
export function useTillStatus() {
  return useQuery({
    // Under Settings' keys: saving the RT or the receipt mode refreshes it.
    queryKey: ['settings', 'fiscal-devices', 'status'],
    queryFn: ({ signal }) => apiFetch<TillStatusDto>('/api/fiscal-devices/status', { signal }),
  });
}
