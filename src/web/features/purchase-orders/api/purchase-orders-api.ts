import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PurchaseOrderDto,
  PurchaseOrderInput,
  PurchaseOrderPatch,
} from '../../../../shared/inventory/purchase-orders';
import type { SentPurchaseOrderDto } from '../../../../shared/purchase-orders/order-sending';
import { apiFetch } from '../../../lib/api-fetch';
import { resourceApi } from '../../../lib/resource-api';

/** A line as the draft's PATCH takes it back. */
export type PurchaseOrderLineBody = PurchaseOrderInput['lines'][number];

export const purchaseOrdersApi = resourceApi<
  PurchaseOrderDto,
  PurchaseOrderInput,
  PurchaseOrderPatch
>('/api/purchase-orders');

/** POST /api/purchase-orders/<path>, refreshing every order query (lists, the page, counters). */
function useOrderPost<Input, Output = PurchaseOrderDto>(
  path: (input: Input) => string,
  body?: (input: Input) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      apiFetch<Output>(`${purchaseOrdersApi.path}/${path(input)}`, {
        method: 'POST',
        body: body?.(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseOrdersApi.key }),
  });
}

/** *Invia al fornitore*: the e-mail with the PDF goes through the outbox. */
export const useSendOrder = () =>
  useOrderPost<string, SentPurchaseOrderDto>((id: string) => `${id}/send`);

/** The order's PDF, to print or save. */
export const purchaseOrderPdfHref = (id: string) => `${purchaseOrdersApi.path}/${id}/pdf`;
export const useCancelOrder = () => useOrderPost((id: string) => `${id}/cancel`);

export interface Receipt {
  id: string;
  lines: { line_id: string; quantity: number }[];
}
export const useReceiveOrder = () =>
  useOrderPost(
    (receipt: Receipt) => `${receipt.id}/receive`,
    (receipt) => ({ lines: receipt.lines }),
  );

/** *Crea ordine* from a supplier's reorder list: the new draft. */
export const useOrderFromReorder = () =>
  useOrderPost(
    (_supplierId: string) => 'from-reorder',
    (supplierId) => ({ supplier_id: supplierId }),
  );
