import { type FormEvent, useState } from 'react';
import {
  CASH_MOVEMENT_LABELS,
  type CashMovementKind,
} from '../../../../shared/cash-days/cash-day-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import { useCashMovement } from '../api/cash-days-api';

interface MovementDialogProps {
  dayId: string;
  kind: CashMovementKind | null;
  onClose: () => void;
}

/** A *versamento* or *prelievo*: the amount and the reason the evening count will show. */
export function MovementDialog({ dayId, kind, onClose }: MovementDialogProps) {
  const move = useCashMovement();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const fieldError = (field: string) =>
    isApiError(move.error) ? move.error.fieldErrors[field]?.[0] : undefined;

  function close() {
    move.reset();
    setAmount('');
    setReason('');
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (kind) move.mutate({ id: dayId, kind, amount, reason }, { onSuccess: close });
  }

  return (
    <Dialog open={kind !== null} title={kind ? CASH_MOVEMENT_LABELS[kind] : ''} onClose={close}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Importo (€)"
          inputMode="decimal"
          required
          value={amount}
          error={fieldError('amount')}
          onChange={(event) => setAmount(event.target.value)}
          data-autofocus
        />
        <TextField
          label="Motivo"
          required
          value={reason}
          error={fieldError('reason')}
          onChange={(event) => setReason(event.target.value)}
        />
        {move.isError && !fieldError('amount') && !fieldError('reason') && (
          <Alert tone="error">{errorMessage(move.error)}</Alert>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Annulla
          </Button>
          <Button type="submit" busy={move.isPending}>
            Registra
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
