import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SupplierReturnDto,
  SupplierReturnsDto,
} from '../../../../shared/purchase-orders/supplier-returns';
import { apiFetch } from '../../../lib/api-fetch';

const PATH = '/api/supplier-returns';
const KEY = ['supplier-returns'] as const;

/** The returns still owed back (status *aperto*), with each supplier's count and total. */
export const useOpenSupplierReturns = () =>
  useQuery({
    queryKey: [...KEY, 'aperto'],
    queryFn: () => apiFetch<SupplierReturnsDto>(`${PATH}?status=aperto`),
  });

/** The supplier gave the money back (credit note or refund): the return leaves the open list. */
export function useSettleSupplierReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<SupplierReturnDto>(`${PATH}/${id}/settle`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
