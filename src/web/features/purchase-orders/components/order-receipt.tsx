import { useState } from 'react';
import { formatCount, formatEuro } from '../../../../shared/format';
import type { PurchaseOrderDto } from '../../../../shared/inventory/purchase-orders';
import {
  canReceive,
  receiveAllLines,
} from '../../../../shared/purchase-orders/purchase-order-statuses';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { errorMessage } from '../../../lib/api-fetch';
import { useReceiveOrder } from '../api/purchase-orders-api';
import { SupplierReturnButton } from './supplier-return-button';

const HEADINGS = ['Articolo', 'Ordinati', 'Ricevuti', 'Da ricevere', 'Costo unitario', 'Reso'];

/**
 * The order's lines with ordered / received / to receive; while goods can arrive, each line
 * takes the pieces that came and *Ricevi tutto* takes every waiting piece at once.
 */
export function OrderReceipt({ order }: { order: PurchaseOrderDto }) {
  const receive = useReceiveOrder();
  const open = canReceive(order.status);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');

  const submit = (lines: { line_id: string; quantity: number }[]) =>
    receive.mutate(
      { id: order.id, lines },
      {
        onSuccess: () => {
          setTyped({});
          setNotice('Ricezione registrata: le scorte sono aggiornate.');
        },
      },
    );
  const typedLines = order.lines
    .map((line) => ({ line_id: line.id, quantity: Number(typed[line.id] ?? 0) }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);

  return (
    <section aria-labelledby="order-lines" className="flex flex-col gap-4">
      <h2 id="order-lines" className="text-lg font-semibold">
        Righe dell'ordine
      </h2>
      <DataTable caption="Righe dell'ordine" headings={open ? [...HEADINGS, 'Arrivati'] : HEADINGS}>
        {order.lines.map((line) => (
          <tr key={line.id} className="border-t border-slate-300 dark:border-slate-700">
            <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
              {line.description}
            </th>
            <td className={`${TABLE_CELL} text-right tabular-nums`}>
              {formatCount(line.quantity)}
            </td>
            <td className={`${TABLE_CELL} text-right tabular-nums`}>
              {formatCount(line.received)}
            </td>
            <td className={`${TABLE_CELL} text-right tabular-nums`}>
              {formatCount(line.to_receive)}
            </td>
            <td className={`${TABLE_CELL} text-right tabular-nums whitespace-nowrap`}>
              {formatEuro(line.unit_cost)}
            </td>
            <td className={TABLE_CELL}>
              {line.product_id && line.received > 0 && (
                <SupplierReturnButton
                  line={line}
                  onDone={() => setNotice('Reso registrato: i pezzi sono usciti dal magazzino.')}
                />
              )}
            </td>
            {open && (
              <td className={TABLE_CELL}>
                <label className="sr-only" htmlFor={`receive-${line.id}`}>
                  Arrivati: {line.description}
                </label>
                <input
                  id={`receive-${line.id}`}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  className="w-20 rounded border border-slate-400 bg-white px-2 py-1 dark:border-slate-500 dark:bg-slate-900"
                  value={typed[line.id] ?? ''}
                  onChange={(event) => setTyped({ ...typed, [line.id]: event.target.value })}
                />
              </td>
            )}
          </tr>
        ))}
      </DataTable>
      <StatusRegion>
        {receive.isError && <Alert tone="error">{errorMessage(receive.error)}</Alert>}
        {notice && !receive.isError && <Alert tone="success">{notice}</Alert>}
      </StatusRegion>
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button busy={receive.isPending} onClick={() => submit(receiveAllLines(order.lines))}>
            Ricevi tutto
          </Button>
          <Button
            variant="secondary"
            busy={receive.isPending}
            disabled={typedLines.length === 0}
            onClick={() => submit(typedLines)}
          >
            Registra i pezzi arrivati
          </Button>
        </div>
      )}
    </section>
  );
}
