import { useState } from 'react';
import type { CustomerKind } from '../../../../shared/customers/customer-schemas';
import {
  COMMON_PAYMENT_METHODS,
  PAYMENT_METHOD_CODES,
  PAYMENT_METHODS,
  type PaymentMethodCode,
} from '../../../../shared/invoices/invoice-codes';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';
import { errorsByInput, type SdiError } from '../../../../shared/sdi/sdi-error-fields';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { useResendCorrected } from '../api/sdi-api';
import { SdiKeptErrors } from './sdi-kept-errors';

const TEXTS = [
  ['customer_company_name', 'Ragione sociale'],
  ['customer_first_name', 'Nome'],
  ['customer_last_name', 'Cognome'],
  ['customer_vat_number', 'Partita IVA'],
  ['customer_tax_code', 'Codice fiscale'],
  ['customer_sdi_code', 'Codice destinatario'],
  ['customer_pec', 'PEC'],
  ['customer_street', 'Indirizzo'],
  ['customer_postal_code', 'CAP'],
  ['customer_city', 'Comune'],
  ['customer_province', 'Provincia'],
] as const;
type TextKey = (typeof TEXTS)[number][0];
export type CorrectionStart = Record<
  TextKey | 'customer_country' | 'payment_due_date' | 'iban',
  string
> & {
  customer_kind: CustomerKind;
  payment_method: PaymentMethodCode;
};

const KINDS: readonly [CustomerKind, string][] = [
  ['privato', 'Privato'],
  ['azienda', 'Azienda'],
];

const METHODS = [
  ...COMMON_PAYMENT_METHODS,
  ...PAYMENT_METHOD_CODES.filter((code) => !COMMON_PAYMENT_METHODS.includes(code)),
];

/** What the editor opens with: the invoice's own copy of the customer and its payment data. */
export function correctionStart(invoice: InvoiceDto): CorrectionStart {
  const texts = Object.fromEntries(TEXTS.map(([key]) => [key, invoice[key] ?? '']));
  return {
    ...(texts as Record<TextKey, string>),
    customer_kind: invoice.customer_kind,
    customer_country: invoice.customer_country,
    payment_method: invoice.payment.method,
    payment_due_date: invoice.payment.due_date ?? '',
    iban: invoice.payment.iban ?? invoice.seller.iban ?? '',
  };
}

/**
 * *Correggi e reinvia*: the data that may change after a scarto, each SDI error beside the field
 * it concerns (its code visible, tied by aria-describedby); number, date and lines stay as issued,
 * and the errors on them say so and what to do instead.
 */
export function SdiCorrectionForm({
  invoiceId,
  start,
  errors,
  onDone,
}: {
  invoiceId: string;
  start: CorrectionStart;
  errors: readonly SdiError[];
  onDone: () => void;
}) {
  const [values, setValues] = useState(start);
  const resend = useResendCorrected(invoiceId);
  const { byInput, notReopened, others } = errorsByInput(errors);
  const set = (key: keyof CorrectionStart, value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  return (
    <form
      aria-label="Correggi e reinvia"
      className="flex flex-col gap-4 rounded border border-slate-300 p-3 dark:border-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        resend.mutate(values, { onSuccess: onDone });
      }}
    >
      <p>
        Numero, data e righe restano quelli emessi; la scheda del cliente in anagrafica non cambia.
      </p>
      <SdiKeptErrors sections={notReopened} />
      {others.length > 0 && (
        <ul aria-label="Altri errori dello SDI">
          {others.map((e) => (
            <li key={e.code}>
              {e.code}: {e.description}
            </li>
          ))}
        </ul>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="font-medium">Cessionario / committente</legend>
        <SelectField
          label="Tipo di cliente"
          value={values.customer_kind}
          onChange={(event) => set('customer_kind', event.target.value)}
        >
          {KINDS.map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Paese"
          hint="Codice di due lettere (IT per l'Italia)."
          value={values.customer_country}
          onChange={(event) => set('customer_country', event.target.value)}
        />
        {TEXTS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            value={values[key]}
            error={byInput[key as keyof typeof byInput]}
            onChange={(event) => set(key, event.target.value)}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="font-medium">Pagamento</legend>
        <SelectField
          label="Modalità di pagamento"
          value={values.payment_method}
          onChange={(event) => set('payment_method', event.target.value)}
        >
          {METHODS.map((code) => (
            <option key={code} value={code}>
              {code} · {PAYMENT_METHODS[code]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Scadenza"
          type="date"
          value={values.payment_due_date}
          onChange={(event) => set('payment_due_date', event.target.value)}
        />
        <TextField
          label="IBAN"
          value={values.iban}
          onChange={(event) => set('iban', event.target.value)}
        />
      </fieldset>
      <StatusRegion>
        {resend.isError && <Alert tone="error">{errorMessage(resend.error)}</Alert>}
      </StatusRegion>
      <div className="flex gap-2">
        <Button type="submit" variant="primary" busy={resend.isPending}>
          Reinvia allo SDI
        </Button>
        <Button type="button" onClick={onDone}>
          Annulla
        </Button>
      </div>
    </form>
  );
}
