import { useParams } from 'react-router';
import { formatDate, formatEuro } from '../../../../shared/format';
import { isLateOrder } from '../../../../shared/purchase-orders/late-orders';
import {
  PURCHASE_ORDER_STATUS_BADGES,
  PURCHASE_ORDER_STATUS_LABELS,
} from '../../../../shared/purchase-orders/purchase-order-statuses';
import { PageHeader } from '../../../components/layout/page-header';
import { StatusBadge } from '../../../components/ui/badge';
import { QueryState } from '../../../components/ui/query-state';
import { prefetchPurchaseOrderList } from '../../../features/purchase-orders/api/purchase-order-list-api';
import { purchaseOrdersApi } from '../../../features/purchase-orders/api/purchase-orders-api';
import { DraftLines } from '../../../features/purchase-orders/components/draft-lines';
import { LateBadge } from '../../../features/purchase-orders/components/late-badge';
import { OrderActions } from '../../../features/purchase-orders/components/order-actions';
import { OrderReceipt } from '../../../features/purchase-orders/components/order-receipt';
import { PurchaseOrdersList } from '../../../features/purchase-orders/components/purchase-orders-list';
import { prefetchAll } from '../../../lib/page-warmup';

export const prefetchPage = prefetchAll(prefetchPurchaseOrderList, purchaseOrdersApi.prefetchOne);

/** /purchase-orders: the orders to suppliers (TILL.md § Purchase orders). */
export function PurchaseOrdersPage() {
  return (
    <>
      <PageHeader title="Ordini fornitori" />
      <PurchaseOrdersList />
    </>
  );
}

/** /purchase-orders/:id: the order, its lines to receive and what can be done with it now. */
export function PurchaseOrderPage() {
  const { id = '' } = useParams();
  const order = purchaseOrdersApi.useOne(id);
  return (
    <QueryState query={order} loading="Caricamento dell'ordine...">
      {(data) => (
        <div className="flex flex-col gap-6">
          <title>{`${data.code} · Sportello`}</title>
          <PageHeader
            title={`Ordine ${data.code}`}
            description={`${data.supplier_name} · ${formatDate(data.created_at)} · ${formatEuro(data.total)}`}
            actions={<OrderActions order={data} />}
          />
          <p>
            Stato:{' '}
            <StatusBadge
              value={data.status}
              colours={PURCHASE_ORDER_STATUS_BADGES}
              label={PURCHASE_ORDER_STATUS_LABELS[data.status]}
            />{' '}
            {isLateOrder(data, new Date()) && <LateBadge />}
            {data.expected_by && ` · Consegna attesa entro il ${formatDate(data.expected_by)}`}
          </p>
          <OrderReceipt order={data} />
          {data.status === 'bozza' && <DraftLines order={data} />}
        </div>
      )}
    </QueryState>
  );
}
