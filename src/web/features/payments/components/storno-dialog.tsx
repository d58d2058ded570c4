import { type FormEvent, useState } from 'react';
import { formatEuro } from '../../../../shared/format';
import type { PaymentDto } from '../../../../shared/payments/payment-dto';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/payments/payment-methods';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import { useReversePayment } from '../api/payments-api';

interface StornoDialogProps {
  payment: PaymentDto | null;
  onClose: () => void;
  onReversed: (message: string) => void;
}

/** *Storno* (admins): the opposite entry, with the reason the shop will read later. */
export function StornoDialog({ payment, onClose, onReversed }: StornoDialogProps) {
  const reverse = useReversePayment();
  const [reason, setReason] = useState('');

  function close() {
    reverse.reset();
    setReason('');
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!payment) return;
    reverse.mutate(
      { id: payment.id, reason },
      {
        onSuccess: () => {
          onReversed('Storno registrato');
          close();
        },
      },
    );
  }

  return (
    <Dialog open={payment !== null} title="Storno del pagamento" onClose={close}>
      {payment && (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm">
            {`Verrà registrato un movimento opposto di ${formatEuro(payment.amount)} (${PAYMENT_METHOD_LABELS[payment.method]}), collegato a questo pagamento. Il pagamento non viene cancellato.`}
          </p>
          <TextAreaField
            label="Motivo dello storno"
            required
            rows={3}
            value={reason}
            error={isApiError(reverse.error) ? reverse.error.fieldErrors.reason?.[0] : undefined}
            onChange={(event) => setReason(event.target.value)}
            data-autofocus
          />
          {reverse.isError && (
            <Alert tone="error">{`Impossibile stornare il pagamento: ${errorMessage(reverse.error)}`}</Alert>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Annulla
            </Button>
            <Button type="submit" variant="danger" busy={reverse.isPending}>
              Registra storno
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
