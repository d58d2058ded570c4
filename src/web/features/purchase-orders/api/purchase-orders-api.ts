import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderStatus } from '../../../../shared/purchase-orders/purchase-order-statuses';
import { apiFetch } from '../../../lib/api-fetch';
import { resourceApi } from '../../../lib/resource-api';

/**
 * The order as the API returns it (issue routes /api/purchase-orders): money in euros as the
 * other documents' DTOs, quantities in pieces. A line belongs to a warehouse product or is free
 * text, and may be a ticket's special-order part.
 */
export interface PurchaseOrderLineDto {
  id: string;
  product_id: string | null;
  description: string;
  quantity: number;
  received_quantity: number;
  unit_cost: number;
  ticket_id: string | null;
}

export interface PurchaseOrderDto {
  id: string;
  number: string;
  supplier_id: string;
  supplier_name: string;
  status: PurchaseOrderStatus;
  order_date: string;
  total: number;
  lines: PurchaseOrderLineDto[];
  version: number;
}

export type PurchaseOrderListItemDto = Omit<PurchaseOrderDto, 'lines'>;

/** A line as the draft's editor sends it: the API assigns ids and receipts. */
export type PurchaseOrderLineBody = Pick<
  PurchaseOrderLineDto,
  'product_id' | 'description' | 'quantity' | 'unit_cost' | 'ticket_id'
>;

export interface PurchaseOrderBody {
  supplier_id: string;
  lines: PurchaseOrderLineBody[];
}

export const purchaseOrdersApi = resourceApi<
  PurchaseOrderDto,
  PurchaseOrderBody,
  Partial<PurchaseOrderBody> & { version: number }
>('/api/purchase-orders');

/** POST /api/purchase-orders/<path>, refreshing every order query (lists, the page, counters). */
function useOrderPost<Input>(path: (input: Input) => string, body?: (input: Input) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      apiFetch<PurchaseOrderDto>(`${purchaseOrdersApi.path}/${path(input)}`, {
        method: 'POST',
        body: body?.(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseOrdersApi.key }),
  });
}

/** *Invia al fornitore*: the e-mail with the PDF goes through the outbox. */
export const useSendOrder = () => useOrderPost((id: string) => `${id}/send`);
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
