import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatCents } from '../../../../shared/money';
import {
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '../../../../shared/payments/payment-methods';
import { asksLotteryCode } from '../../../../shared/receipts/lottery-code';
import type { SaleDocument } from '../../../../shared/receipts/receipt-mode';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { type TenderDraft, TenderRows, tenderDraft } from '../../../components/ui/tender-rows';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import { useTillStatus } from '../../../lib/till-status';

/** The tenders a key picks for the whole total: 1 cash, 2 card, 3 bancomat, 4 Satispay. */
const QUICK: readonly PaymentMethod[] = ['contanti', 'carta', 'bancomat', 'satispay'];
const QUICK_LABELS: Partial<Record<PaymentMethod, string>> = { carta: 'Carta' };

interface SaleCheckoutDialogProps {
  open: boolean;
  totalCents: number;
  /** What the sale becomes: the lottery code is asked only for the RT's documento commerciale. */
  document: SaleDocument;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  /** The tenders, and the customer's lottery code when given. */
  onConfirm: (tenders: TenderDraft[], lotteryCode: string) => void;
}

/**
 * *Incassa* at the counter: a key (or a click) picks the method for the whole total and moves to
 * *Conferma* (cash: to *Contanti ricevuti*, for the change); *Aggiungi pagamento* splits it.
 */
export function SaleCheckoutDialog(props: SaleCheckoutDialogProps) {
  const { open, totalCents, document, busy, error, onClose, onConfirm } = props;
  return (
    <Dialog open={open} title="Incassa" onClose={onClose}>
      {open && (
        <CheckoutForm
          totalCents={totalCents}
          document={document}
          busy={busy}
          error={error}
          onClose={onClose}
          onConfirm={onConfirm}
        />
      )}
    </Dialog>
  );
}

function CheckoutForm(props: Omit<SaleCheckoutDialogProps, 'open'>) {
  const { totalCents, document, busy, error, onClose, onConfirm } = props;
  const asksLottery = asksLotteryCode(useTillStatus().data, document);
  const form = useRef<HTMLFormElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const [tenders, setTenders] = useState(() => [tenderDraft('contanti', totalCents)]);
  const [lotteryCode, setLotteryCode] = useState('');
  const [focusNext, setFocusNext] = useState<'cash' | 'confirm' | null>(null);
  const fieldError = (field: string) =>
    isApiError(error) ? error.fieldErrors[field]?.[0] : undefined;

  useEffect(() => {
    if (focusNext === 'confirm') confirm.current?.focus();
    if (focusNext === 'cash')
      form.current?.querySelector<HTMLInputElement>('[data-cash-received]')?.focus();
    setFocusNext(null);
  }, [focusNext]);

  function pick(method: PaymentMethod) {
    setTenders([tenderDraft(method, totalCents)]);
    setFocusNext(method === 'contanti' ? 'cash' : 'confirm');
  }

  function shortcut(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
    const method = QUICK[Number(event.key) - 1];
    if (!method) return;
    event.preventDefault();
    pick(method);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm(tenders, asksLottery ? lotteryCode.trim() : '');
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      onKeyDown={shortcut}
      className="flex flex-col gap-4"
    >
      <p className="text-lg">
        Totale <span className="font-semibold">{formatCents(totalCents)}</span>
      </p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-medium">Metodo (tasti 1–4)</legend>
        {QUICK.map((method, index) => (
          <Button
            key={method}
            variant="secondary"
            aria-keyshortcuts={String(index + 1)}
            data-autofocus={index === 0 ? true : undefined}
            onClick={() => pick(method)}
          >
            <span aria-hidden="true" className="rounded border px-1 font-mono text-xs">
              {index + 1}
            </span>
            {QUICK_LABELS[method] ?? PAYMENT_METHOD_LABELS[method]}
          </Button>
        ))}
      </fieldset>
      <TenderRows
        tenders={tenders}
        onChange={setTenders}
        dueCents={totalCents}
        errorOf={(index, field) => fieldError(`tenders.${index}.${field}`)}
      />
      {asksLottery && (
        <TextField
          label="Codice lotteria"
          hint="Facoltativo: 8 caratteri, solo per pagamenti elettronici da 1 € in su"
          value={lotteryCode}
          maxLength={8}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={fieldError('lottery_code')}
          onChange={(event) => setLotteryCode(event.target.value.toUpperCase())}
        />
      )}
      {error !== null && error !== undefined && (
        <Alert tone="error">{`Impossibile registrare la vendita: ${errorMessage(error)}`}</Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Annulla
        </Button>
        <Button ref={confirm} type="submit" busy={busy}>
          Conferma
        </Button>
      </div>
    </form>
  );
}
