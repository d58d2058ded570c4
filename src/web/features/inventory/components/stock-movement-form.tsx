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

/** The reasons a person records by hand; a part used on a repair is recorded from its ticket. */
const REASONS = STOCK_REASONS.filter((r): r is Exclude<StockReason, 'ticket'> => r !== 'ticket');

/**
 * Goods in, goods out, a return either way, or a count: the reason says which way the pieces go
 * (always typed as a positive number); a count sets the quantity and says why. The ledger keeps
 * who and when.
 */
export function StockMovementForm({ productId }: { productId: string }) {
  const record = useRecordMovement(productId);
  const [reason, setReason] = useState<(typeof REASONS)[number]>('carico');
  const [pieces, setPieces] = useState('1');
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const counting = reason === 'rettifica';

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    record.mutate(
      { quantity: Number(pieces), reason, note },
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
        onChange={(e) => setReason(e.target.value as (typeof REASONS)[number])}
      >
        {REASONS.map((r) => (
          <option key={r} value={r}>
            {STOCK_REASON_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <NumberField
        label={counting ? 'Quantità contata' : 'Pezzi'}
        value={pieces}
        onChange={(e) => setPieces(e.target.value)}
      />
      <TextField
        label={counting ? 'Motivo della rettifica' : 'Nota'}
        required={counting}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
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
