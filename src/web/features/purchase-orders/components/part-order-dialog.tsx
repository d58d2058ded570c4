import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { parseTypedLine } from '../../../../shared/purchase-orders/typed-line';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { type ComboboxOption, SearchCombobox } from '../../../components/ui/search-combobox';
import { apiFetch, errorMessage } from '../../../lib/api-fetch';
import { purchaseOrdersApi } from '../api/purchase-orders-api';
import { OrderLineFields } from './order-line-fields';

export interface PartOrderProps {
  ticketId: string;
  /** The ticket moved to *Parti ordinate*: its page refreshes. */
  onOrdered: () => void;
  /** The supplier picker's search, given by the page (the inventory's, one copy). */
  supplierSearch: {
    search: (text: string, signal: AbortSignal) => Promise<ComboboxOption[]>;
    key: readonly unknown[];
  };
}

const EMPTY = { description: '', quantity: '1', cost: '', supplierId: '', supplierName: '' };

/**
 * *Ordina ricambio*: a line for this ticket on the supplier's open draft (or a new one); the
 * server moves the ticket to *Parti ordinate* and notes it in its history.
 */
export function PartOrderButton({ ticketId, onOrdered, supplierSearch }: PartOrderProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState('');
  const order = useMutation({
    mutationFn: (body: unknown) =>
      apiFetch(`/api/tickets/${ticketId}/part-orders`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: purchaseOrdersApi.key });
      setOpen(false);
      setForm(EMPTY);
      onOrdered();
    },
  });
  const close = () => {
    order.reset();
    setProblem('');
    setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const line = parseTypedLine(form);
    if (!line.ok) return setProblem(line.message);
    if (!form.supplierId) return setProblem('Scegli il fornitore.');
    setProblem('');
    order.mutate({
      product_id: null,
      description: line.description,
      quantity: line.quantity,
      unit_cost: line.unit_cost,
      supplier_id: form.supplierId,
    });
  };
  const error = problem || (order.isError ? errorMessage(order.error) : '');
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Ordina ricambio
      </Button>
      <Dialog open={open} title="Ordina ricambio" onClose={close}>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <TextField
            label="Ricambio"
            required
            value={form.description}
            onChange={(event) => setForm({ ...form, description: event.target.value })}
          />
          <SearchCombobox
            label="Fornitore"
            required
            value={form.supplierId}
            valueLabel={form.supplierName}
            onChange={(option) =>
              setForm({
                ...form,
                supplierId: option?.value ?? '',
                supplierName: option?.label ?? '',
              })
            }
            search={supplierSearch.search}
            queryKey={supplierSearch.key}
            hint="Scrivi parte del nome."
          />
          <OrderLineFields value={form} onChange={(patch) => setForm({ ...form, ...patch })} />
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" type="button" onClick={close}>
              Annulla
            </Button>
            <Button type="submit" busy={order.isPending}>
              Ordina
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
