import {
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderSummaryDto,
} from '../../../../shared/inventory/purchase-orders';
import { filteredList } from '../../../lib/filtered-list';
import { stringFilterCodec } from '../../../lib/string-filters';
import { purchaseOrdersApi } from './purchase-orders-api';

// The list's filters apart from the resource: the order's own page does not load them.
export const PURCHASE_ORDER_FILTERS = stringFilterCodec(
  { status: '', late: '' },
  { status: PURCHASE_ORDER_STATUSES, late: ['true'] },
);
export type PurchaseOrderFilters = ReturnType<typeof PURCHASE_ORDER_FILTERS.parse>;

const orderList = filteredList<PurchaseOrderSummaryDto, PurchaseOrderFilters>({
  api: purchaseOrdersApi,
  page: '/purchase-orders',
  codec: PURCHASE_ORDER_FILTERS,
});
export const usePurchaseOrderList = orderList.useList;
export const prefetchPurchaseOrderList = orderList.prefetch;
