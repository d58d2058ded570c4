import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { PurchaseOrderDto } from '../../../../shared/inventory/purchase-orders';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { apiFetch, errorMessage } from '../../../lib/api-fetch';
import { purchaseOrdersApi } from '../api/purchase-orders-api';

type Line = PurchaseOrderDto['lines'][number];

/**
 * *Reso al fornitore* of pieces that arrived on this line: they leave the warehouse and the
 * supplier owes them at the line's cost (the server refuses more than arrived, in Italian).
 */
export function SupplierReturnButton({ line, onDone }: { line: Line; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const giveBack = useMutation({
    mutationFn: (body: unknown) => apiFetch('/api/supplier-returns', { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: purchaseOrdersApi.key });
      setOpen(false);
      onDone();
    },
  });
  const close = () => {
    giveBack.reset();
    setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    giveBack.mutate({ order_line_id: line.id, quantity: Number(quantity), note });
  };
  return (
    <>
      <Button
        variant="ghost"
        aria-label={`Rendi al fornitore: ${line.description}`}
        onClick={() => setOpen(true)}
      >
        Rendi
      </Button>
      <Dialog open={open} title={`Reso al fornitore: ${line.description}`} onClose={close}>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <TextField
            label="Pezzi da rendere"
            required
            inputMode="numeric"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <TextAreaField
            label="Motivo"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {giveBack.isError && <Alert tone="error">{errorMessage(giveBack.error)}</Alert>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" type="button" onClick={close}>
              Annulla
            </Button>
            <Button type="submit" busy={giveBack.isPending}>
              Rendi al fornitore
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
