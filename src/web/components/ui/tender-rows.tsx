import { Plus, X } from 'lucide-react';
import { formatDecimalInput, parseDecimalInput } from '../../../shared/decimal-input';
import { formatCents } from '../../../shared/money';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../shared/payments/payment-methods';
import { isCardMethod, MAX_TENDERS } from '../../../shared/payments/payment-tenders';
import { Button } from './button';
import { MoneyField } from './decimal-fields';
import { SelectField, TextField } from './field';

/** One tender as typed: the method, its amount and, for cash, what the customer handed over. */
export interface TenderDraft {
  method: PaymentMethod;
  amount: string;
  received: string;
  /** On a card: the terminal's authorisation code, optional. */
  terminalRef: string;
}

export const tenderDraft = (method: PaymentMethod, cents: number | null): TenderDraft => ({
  method,
  amount: cents === null ? '' : formatDecimalInput(cents, 2),
  received: '',
  terminalRef: '',
});

const centsOf = (text: string) => {
  const parsed = parseDecimalInput(text, 2);
  return parsed.ok ? parsed.scaled : 0;
};

/** The tenders as `POST /api/payments` and `POST /api/sales` take them. */
export const tendersBody = (tenders: readonly TenderDraft[]) =>
  tenders.map((t) => ({
    method: t.method,
    amount: t.amount,
    ...(t.method === 'contanti' && t.received.trim() !== '' ? { cash_received: t.received } : {}),
    ...(isCardMethod(t.method) && t.terminalRef.trim() !== ''
      ? { terminal_ref: t.terminalRef }
      : {}),
  }));

/** *Resto*: what goes back to the customer, once both amounts read as money and cover it. */
export function changeText(amount: string, received: string): string {
  const due = parseDecimalInput(amount, 2);
  const given = parseDecimalInput(received, 2);
  if (!due.ok || !given.ok || given.scaled < due.scaled) return '';
  return `Resto: ${formatCents(given.scaled - due.scaled)}`;
}

interface TenderRowsProps {
  tenders: TenderDraft[];
  onChange: (tenders: TenderDraft[]) => void;
  /** What the tenders must add up to (cents): a new row starts with what is still missing. */
  dueCents: number | null;
  /** The server's refusal of one row's field ('amount', 'method', 'cash_received'). */
  errorOf: (index: number, field: string) => string | undefined;
}

/**
 * The payment step's tenders (split tenders, decision 047), the same in the ticket's *Incassa*
 * and at the counter (/vendita): a method and an amount per row, *Contanti ricevuti* → *Resto*
 * on cash, *Aggiungi pagamento* for a second method (card 50 + cash 149).
 */
export function TenderRows({ tenders, onChange, dueCents, errorOf }: TenderRowsProps) {
  const set = (index: number, patch: Partial<TenderDraft>) =>
    onChange(tenders.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  const label = (text: string, index: number) =>
    tenders.length > 1 ? `${text} (pagamento ${index + 1})` : text;
  const missing =
    dueCents === null ? null : dueCents - tenders.reduce((sum, t) => sum + centsOf(t.amount), 0);

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">Pagamenti</legend>
      {tenders.map((tender, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; rows are removed from the end only.
        <div key={index} className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={label('Metodo di pagamento', index)}
            value={tender.method}
            error={errorOf(index, 'method')}
            onChange={(event) => set(index, { method: event.target.value as PaymentMethod })}
          >
            {PAYMENT_METHODS.map((key) => (
              <option key={key} value={key}>
                {PAYMENT_METHOD_LABELS[key]}
              </option>
            ))}
          </SelectField>
          <MoneyField
            label={label('Importo (€)', index)}
            required
            value={tender.amount}
            error={errorOf(index, 'amount')}
            onChange={(event) => set(index, { amount: event.target.value })}
          />
          {tender.method === 'contanti' && (
            <>
              <MoneyField
                label={label('Contanti ricevuti (€)', index)}
                data-cash-received
                value={tender.received}
                error={errorOf(index, 'cash_received')}
                onChange={(event) => set(index, { received: event.target.value })}
              />
              <p aria-live="polite" className="self-end pb-2 text-sm font-semibold">
                {changeText(tender.amount, tender.received)}
              </p>
            </>
          )}
          {isCardMethod(tender.method) && (
            <TextField
              label={label('Codice autorizzazione POS (facoltativo)', index)}
              autoComplete="off"
              value={tender.terminalRef}
              error={errorOf(index, 'terminal_ref')}
              onChange={(event) => set(index, { terminalRef: event.target.value })}
            />
          )}
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        {tenders.length < MAX_TENDERS && (
          <Button
            variant="secondary"
            onClick={() =>
              onChange([
                ...tenders,
                tenderDraft('contanti', missing && missing > 0 ? missing : null),
              ])
            }
          >
            <Plus className="size-4" aria-hidden="true" />
            Aggiungi pagamento
          </Button>
        )}
        {tenders.length > 1 && (
          <Button variant="ghost" onClick={() => onChange(tenders.slice(0, -1))}>
            <X className="size-4" aria-hidden="true" />
            Togli l'ultimo pagamento
          </Button>
        )}
      </div>
      {missing !== null && missing !== 0 && tenders.length > 1 && (
        <p aria-live="polite" className="text-sm">
          {missing > 0
            ? `Mancano ${formatCents(missing)}`
            : `I pagamenti superano il totale di ${formatCents(-missing)}`}
        </p>
      )}
    </fieldset>
  );
}
