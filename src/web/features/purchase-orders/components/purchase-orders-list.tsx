import { Link } from 'react-router';
import { formatDate, formatEuro } from '../../../../shared/format';
import { PURCHASE_ORDER_STATUSES } from '../../../../shared/inventory/purchase-orders';
import { isLateOrder } from '../../../../shared/purchase-orders/late-orders';
import {
  PURCHASE_ORDER_STATUS_BADGES,
  PURCHASE_ORDER_STATUS_LABELS,
} from '../../../../shared/purchase-orders/purchase-order-statuses';
import { StatusBadge } from '../../../components/ui/badge';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { SelectField } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { PURCHASE_ORDER_FILTERS, usePurchaseOrderList } from '../api/purchase-order-list-api';
import { LateBadge } from './late-badge';

const HEADINGS = ['Numero', 'Fornitore', 'Data', 'Totale', 'Stato'];

/** The supplier orders, newest first, filtered by status; the number opens the order. */
export function PurchaseOrdersList() {
  const [filters, change] = useUrlFilters(PURCHASE_ORDER_FILTERS);
  const list = usePurchaseOrderList(filters);
  const now = new Date();
  return (
    <>
      <search className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label="Stato"
          value={filters.status}
          onChange={(event) => change({ status: event.target.value })}
        >
          <option value="">Tutti gli stati</option>
          {PURCHASE_ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PURCHASE_ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 self-end">
          <input
            type="checkbox"
            className="size-4"
            checked={filters.late === 'true'}
            onChange={(event) => change({ late: event.target.checked ? 'true' : '' })}
          />
          Solo gli ordini in ritardo
        </label>
      </search>
      <PagedList
        query={list}
        loading={{ label: 'Caricamento degli ordini...' }}
        empty="Nessun ordine fornitore trovato"
        loadError={() => 'Impossibile caricare gli ordini fornitori'}
        refreshError="Impossibile aggiornare gli ordini fornitori"
        loadMore="Carica altri ordini"
      >
        {(orders) => (
          <DataTable caption="Ordini fornitori" headings={HEADINGS}>
            {orders.map((order) => (
              <tr key={order.id} className="border-t border-slate-300 dark:border-slate-700">
                <th scope="row" className={`${TABLE_CELL} text-left font-mono font-medium`}>
                  <Link className="underline" to={`/purchase-orders/${order.id}`}>
                    {order.code}
                  </Link>
                </th>
                <td className={TABLE_CELL}>{order.supplier_name}</td>
                <td className={`${TABLE_CELL} whitespace-nowrap`}>
                  {formatDate(order.created_at)}
                </td>
                <td className={`${TABLE_CELL} text-right tabular-nums whitespace-nowrap`}>
                  {formatEuro(order.total)}
                </td>
                <td className={`${TABLE_CELL} space-x-1`}>
                  <StatusBadge
                    value={order.status}
                    colours={PURCHASE_ORDER_STATUS_BADGES}
                    label={PURCHASE_ORDER_STATUS_LABELS[order.status]}
                  />
                  {isLateOrder(order, now) && <LateBadge />}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedList>
    </>
  );
}
