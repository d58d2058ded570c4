import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleDto, SaleSummaryDto } from '../../../../shared/sales/sale-dto';
import { apiFetch } from '../../../lib/api-fetch';
import { PAYMENTS_KEY, SALES_KEY } from '../../../lib/till-query-keys';
import { usePagedQuery } from '../../../lib/use-paged-query';

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
      [SALES_KEY, PAYMENTS_KEY, ['/api/products']].map((queryKey) =>
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
  return usePagedQuery<SaleSummaryDto>({ queryKey: [...SALES_KEY, 'list'], path: '/api/sales' });
}
