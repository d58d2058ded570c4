import { type FormEvent, useState } from 'react';
import {
  STOCK_REASON_LABELS,
  STOCK_REASONS,
  type StockReason,
} from '../../../../shared/inventory/stock';
import { plural } from '../../../../shared/plural';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NumberField } from '../../../components/ui/decimal-fields';
import { SelectField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { useRecordMovement } from '../api/products-api';

/** Goods in and out by hand: the reason says which way (a return and goods in add). */
const SIGN: Record<Exclude<StockReason, 'ticket' | 'rettifica'>, 1 | -1> = {
  carico: 1,
  reso: 1,
  scarico: -1,
};
const REASONS = STOCK_REASONS.filter((r): r is keyof typeof SIGN => r in SIGN);

/** Goods in, goods out or a return, with a note; the ledger keeps who and when. */
export function StockMovementForm({ productId }: { productId: string }) {
  const record = useRecordMovement(productId);
  const [reason, setReason] = useState<keyof typeof SIGN>('carico');
  const [pieces, setPieces] = useState('1');
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const count = Number(pieces);
    record.mutate(
      { delta: SIGN[reason] * count, reason, note },
      {
        onSuccess: (movement) => {
          setDone(
            `Registrato: ${STOCK_REASON_LABELS[reason]}, ora ${plural(movement.quantity_after, 'pezzo', 'pezzi')}.`,
          );
          setPieces('1');
          setNote('');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-4 sm:items-end">
      <SelectField
        label="Causale"
        value={reason}
        onChange={(e) => setReason(e.target.value as keyof typeof SIGN)}
      >
        {REASONS.map((r) => (
          <option key={r} value={r}>
            {STOCK_REASON_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <NumberField label="Pezzi" value={pieces} onChange={(e) => setPieces(e.target.value)} />
      <TextField label="Nota" value={note} onChange={(e) => setNote(e.target.value)} />
      <Button type="submit" busy={record.isPending}>
        Registra movimento
      </Button>
      <div className="sm:col-span-4">
        {record.isError && <Alert tone="error">{errorMessage(record.error)}</Alert>}
        <StatusRegion>{done && <Alert tone="success">{done}</Alert>}</StatusRegion>
      </div>
    </form>
  );
}
