import { type FormEvent, useState } from 'react';
import { asksLotteryCode } from '../../../../shared/receipts/lottery-code';
import type { SaleDocument } from '../../../../shared/receipts/receipt-mode';
import type { ReceiptDto } from '../../../../shared/receipts/receipts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { TenderRows, tenderDraft, tendersBody } from '../../../components/ui/tender-rows';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import { useTillStatus } from '../../../lib/till-status';
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

/**
 * *Incassa*: the tenders (the balance in one method, or split: card + cash), note, and closing
 * the ticket in the same step.
 */
export function IncassaDialog({
  open,
  ticketId,
  balanceDue,
  onClose,
  onRecorded,
}: IncassaDialogProps) {
  const record = useRecordPayment();
  const dueCents = balanceDue !== null && balanceDue > 0 ? Math.round(balanceDue * 100) : null;
  const [tenders, setTenders] = useState(() => [tenderDraft('contanti', dueCents)]);
  const [note, setNote] = useState('');
  const [lotteryCode, setLotteryCode] = useState('');
  const [close, setClose] = useState(false);
  const [document, setDocument] = useState<SaleDocument | ''>('');
  const [receipt, setReceipt] = useState<ReceiptDto | null>(null);
  const till = useTillStatus().data;
  // The code goes only on the RT's documento commerciale: asked only when one will be printed.
  const asksLottery = asksLotteryCode(till, document || null);
  const asksDocument = (till?.rt_enabled && till.receipt_mode === 'ask') || document !== '';
  const fieldError = (field: string) =>
    isApiError(record.error) ? record.error.fieldErrors[field]?.[0] : undefined;
  // One plain tender goes as the old amount + method (its refusals name those fields).
  const [plain] = tendersBody(tenders);
  const single =
    tenders.length === 1 && plain?.cash_received === undefined && plain?.terminal_ref === undefined;
  const errorOf = (index: number, field: string) =>
    single ? fieldError(field) : fieldError(`tenders.${index}.${field}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    const [first] = tenders;
    const money =
      single && first
        ? { amount: first.amount, method: first.method }
        : { tenders: tendersBody(tenders) };
    record.mutate(
      {
        ticket_id: ticketId,
        ...money,
        note,
        close_ticket: close,
        ...(document ? { document } : {}),
        ...(asksLottery && lotteryCode.trim() ? { lottery_code: lotteryCode.trim() } : {}),
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
        <TenderRows tenders={tenders} onChange={setTenders} dueCents={dueCents} errorOf={errorOf} />
        <TextField
          label="Nota"
          value={note}
          error={fieldError('note')}
          onChange={(event) => setNote(event.target.value)}
        />
        {asksLottery && (
          <TextField
            label="Codice lotteria"
            hint="Facoltativo: 8 caratteri, solo per pagamenti elettronici da 1 € in su"
            value={lotteryCode}
            maxLength={8}
            autoComplete="off"
            spellCheck={false}
            error={fieldError('lottery_code')}
            onChange={(event) => setLotteryCode(event.target.value.toUpperCase())}
          />
        )}
        {(asksDocument || fieldError('document')) && (
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
