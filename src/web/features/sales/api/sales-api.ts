import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleDto, SaleSummaryDto } from '../../../../shared/sales/sale-dto';
import { apiFetch } from '../../../lib/api-fetch';
import { usePagedQuery } from '../../../lib/use-paged-query';

export const salesKey = ['/api/sales'] as const;
/** The payments' queries (the day's cash, receipts): a sale's tenders are payments. */
const paymentsKey = ['payments'] as const;

/**
 * What `POST /api/sales` answers; the documento commerciale (`receipt`) once the RT is wired into
 * the sale (TILL § Routes of the till): the page shows it when present.
 */
export type SaleRecorded = SaleDto & {
  receipt?: { id: string; status: string; reason?: string | null } | null;
};

/** A sale changes the stock (every product query), the day's payments and the sales. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [salesKey, paymentsKey, ['/api/products']].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateSale() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: unknown) => apiFetch<SaleRecorded>('/api/sales', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useVoidSale() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch<SaleDto>(`/api/sales/${encodeURIComponent(id)}/void`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: refresh,
  });
}

export function useSales() {
  return usePagedQuery<SaleSummaryDto>({ queryKey: [...salesKey, 'list'], path: '/api/sales' });
}
