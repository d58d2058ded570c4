import { Link } from 'react-router';
import { formatDateTime } from '../../../../shared/format';
import { STOCK_REASON_LABELS } from '../../../../shared/inventory/stock';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-fetch';
import { useStockMovements } from '../api/products-api';

const HEADINGS = ['Data', 'Causale', 'Variazione', 'Giacenza', 'Chi', 'Nota'];
const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

/** The product's ledger, newest first: every change of its quantity, who made it and why. */
export function StockMovements({ productId }: { productId: string }) {
  const movements = useStockMovements(productId);
  return (
    <PagedList
      query={movements}
      loading={{ label: 'Caricamento dei movimenti...' }}
      empty="Nessun movimento di magazzino."
      loadError={errorMessage}
      refreshError="Errore durante l'aggiornamento dei movimenti"
      loadMore="Carica altri movimenti"
    >
      {(items) => (
        <DataTable caption="Movimenti di magazzino" headings={HEADINGS}>
          {items.map((m) => (
            <tr key={m.id} className="border-t border-slate-300 dark:border-slate-700">
              <th scope="row" className={`${TABLE_CELL} text-left font-medium whitespace-nowrap`}>
                {formatDateTime(m.created_at)}
              </th>
              <td className={TABLE_CELL}>
                {STOCK_REASON_LABELS[m.reason]}
                {m.ticket_id && m.ticket_number && (
                  <>
                    {' '}
                    <Link className="underline" to={`/tickets/${m.ticket_id}`}>
                      {m.ticket_number}
                    </Link>
                  </>
                )}
              </td>
              <td className={`${TABLE_CELL} text-right tabular-nums`}>{signed(m.delta)}</td>
              <td className={`${TABLE_CELL} text-right tabular-nums`}>{m.quantity_after}</td>
              <td className={TABLE_CELL}>{m.user_name ?? '—'}</td>
              <td className={`${TABLE_CELL} break-words`}>{m.note ?? ''}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}
