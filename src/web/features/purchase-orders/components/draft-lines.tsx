import { type FormEvent, useState } from 'react';
import type { PurchaseOrderDto } from '../../../../shared/inventory/purchase-orders';
import { parseTypedLine } from '../../../../shared/purchase-orders/typed-line';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { WarehousePicker } from '../../../components/ui/warehouse-picker';
import { errorMessage } from '../../../lib/api-fetch';
import { type PurchaseOrderLineBody, purchaseOrdersApi } from '../api/purchase-orders-api';
import { OrderLineFields } from './order-line-fields';

const EMPTY = { description: '', quantity: '1', cost: '' };

/** The lines as the draft's PATCH takes them back: what the staff wrote, nothing the server keeps. */
const bodyOf = (line: PurchaseOrderDto['lines'][number]): PurchaseOrderLineBody => ({
  product_id: line.product_id,
  description: line.description,
  quantity: line.quantity,
  unit_cost: line.unit_cost,
  ticket_id: line.ticket_id,
});

/** While the order is a *bozza*: remove a line, or add one written by hand. */
export function DraftLines({ order }: { order: PurchaseOrderDto }) {
  const update = purchaseOrdersApi.useUpdate();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState('');
  const save = (lines: PurchaseOrderLineBody[], onSaved?: () => void) =>
    update.mutate({ id: order.id, patch: { lines } }, { onSuccess: onSaved });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const line = parseTypedLine(form);
    if (!line.ok) return setProblem(line.message);
    setProblem('');
    const { ok: _ok, ...typed } = line;
    save([...order.lines.map(bodyOf), { ...typed, product_id: null, ticket_id: null }], () =>
      setForm(EMPTY),
    );
  };
  const error = problem || (update.isError ? errorMessage(update.error) : '');
  return (
    <section aria-labelledby="draft-lines" className="flex flex-col gap-4">
      <h2 id="draft-lines" className="text-lg font-semibold">
        Modifica la bozza
      </h2>
      {order.lines.length > 0 && (
        <ul className="flex flex-col gap-2">
          {order.lines.map((line) => (
            <li key={line.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {line.description} × {line.quantity}
              </span>
              <Button
                variant="secondary"
                busy={update.isPending}
                aria-label={`Rimuovi ${line.description}`}
                onClick={() =>
                  save(order.lines.filter((other) => other.id !== line.id).map(bodyOf))
                }
              >
                Rimuovi
              </Button>
            </li>
          ))}
        </ul>
      )}
      <WarehousePicker
        hint="Nome, SKU o EAN: la riga prende il prodotto, 1 pezzo e il suo costo d'acquisto."
        onPick={(product) =>
          save([
            ...order.lines.map(bodyOf),
            {
              product_id: product.id,
              description: product.name,
              quantity: 1,
              unit_cost: product.cost ?? 0,
              ticket_id: null,
            },
          ])
        }
      />
      <form className="grid gap-4 sm:grid-cols-3 sm:items-end" onSubmit={add} noValidate>
        <TextField
          label="Articolo"
          required
          value={form.description}
          onChange={(event) => setForm({ ...form, description: event.target.value })}
        />
        <OrderLineFields value={form} onChange={(patch) => setForm({ ...form, ...patch })} />
        <div>
          <Button type="submit" busy={update.isPending}>
            Aggiungi riga
          </Button>
        </div>
      </form>
      <StatusRegion>{error && <Alert tone="error">{error}</Alert>}</StatusRegion>
    </section>
  );
}
