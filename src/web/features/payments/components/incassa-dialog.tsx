import { type FormEvent, useState } from 'react';
import { formatDecimalInput, parseDecimalInput } from '../../../../shared/decimal-input';
import { formatCents } from '../../../../shared/money';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../../shared/payments/payment-methods';
import type { SaleDocument } from '../../../../shared/receipts/receipt-mode';
import type { ReceiptDto } from '../../../../shared/receipts/receipts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/decimal-fields';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import { useRecordPayment } from '../api/payments-api';
import { ReceiptStatus } from './receipt-status';

interface IncassaDialogProps {
  open: boolean;
  ticketId: string;
  /** What the ticket still awaits (euros): the amount starts there. */
  balanceDue: number | null;
  onClose: () => void;
  onRecorded: (message: string) => void;
}

/** *Incassa*: method, amount (the balance), note, and closing the ticket in the same step. */
export function IncassaDialog({
  open,
  ticketId,
  balanceDue,
  onClose,
  onRecorded,
}: IncassaDialogProps) {
  const record = useRecordPayment();
  const due = balanceDue !== null && balanceDue > 0 ? balanceDue : null;
  const [method, setMethod] = useState<PaymentMethod>('contanti');
  const [amount, setAmount] = useState(
    due === null ? '' : formatDecimalInput(Math.round(due * 100), 2),
  );
  const [received, setReceived] = useState('');
  const [note, setNote] = useState('');
  const [close, setClose] = useState(false);
  const [document, setDocument] = useState<SaleDocument | ''>('');
  const [receipt, setReceipt] = useState<ReceiptDto | null>(null);
  const fieldError = (field: string) =>
    isApiError(record.error) ? record.error.fieldErrors[field]?.[0] : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const cash = method === 'contanti' && received.trim() !== '';
    const money = cash
      ? { tenders: [{ method, amount, cash_received: received }] }
      : { amount, method };
    record.mutate(
      {
        ticket_id: ticketId,
        ...money,
        note,
        close_ticket: close,
        ...(document ? { document } : {}),
      },
      {
        onSuccess: (result) => {
          onRecorded(
            result.ticket?.status === 'Chiuso' && close
              ? 'Pagamento registrato e ticket chiuso'
              : 'Pagamento registrato',
          );
          // With a documento commerciale the dialog stays to show the RT's answer.
          if (result.receipt) setReceipt(result.receipt);
          else onClose();
        },
      },
    );
  }

  function cancel() {
    record.reset();
    setReceipt(null);
    onClose();
  }

  if (receipt)
    return (
      <Dialog open={open} title="Incassa" onClose={cancel}>
        <div className="flex flex-col gap-4">
          <p>Pagamento registrato.</p>
          <ReceiptStatus receipt={receipt} />
          <div className="flex justify-end">
            <Button onClick={cancel}>Chiudi</Button>
          </div>
        </div>
      </Dialog>
    );

  return (
    <Dialog open={open} title="Incassa" onClose={cancel}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SelectField
          label="Metodo di pagamento"
          value={method}
          error={fieldError('method')}
          onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          data-autofocus
        >
          {PAYMENT_METHODS.map((key) => (
            <option key={key} value={key}>
              {PAYMENT_METHOD_LABELS[key]}
            </option>
          ))}
        </SelectField>
        <MoneyField
          label="Importo (€)"
          required
          value={amount}
          error={fieldError('amount')}
          onChange={(event) => setAmount(event.target.value)}
        />
        {method === 'contanti' && (
          <>
            <MoneyField
              label="Contanti ricevuti (€)"
              value={received}
              error={fieldError('tenders.0.cash_received')}
              onChange={(event) => setReceived(event.target.value)}
            />
            <p aria-live="polite" className="text-sm">
              {changeText(amount, received)}
            </p>
          </>
        )}
        <TextField
          label="Nota"
          value={note}
          error={fieldError('note')}
          onChange={(event) => setNote(event.target.value)}
        />
        {(document !== '' || fieldError('document')) && (
          <SelectField
            label="Documento per il cliente"
            value={document}
            error={fieldError('document')}
            onChange={(event) => setDocument(event.target.value as SaleDocument)}
          >
            <option value="">Scegli…</option>
            <option value="scontrino">Documento commerciale (scontrino)</option>
            <option value="fattura">Fattura</option>
          </SelectField>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={close}
            onChange={(event) => setClose(event.target.checked)}
          />
          Chiudi il ticket (consegnato al cliente)
        </label>
        {record.isError && (
          <Alert tone="error">{`Impossibile registrare il pagamento: ${errorMessage(record.error)}`}</Alert>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={cancel}>
            Annulla
          </Button>
          <Button type="submit" busy={record.isPending}>
            Registra incasso
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** *Resto*: what goes back to the customer, once both amounts read as money and cover it. */
function changeText(amount: string, received: string): string {
  const due = parseDecimalInput(amount, 2);
  const given = parseDecimalInput(received, 2);
  if (!due.ok || !given.ok || given.scaled < due.scaled) return '';
  return `Resto: ${formatCents(given.scaled - due.scaled)}`;
}
