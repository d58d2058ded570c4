import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  COMMON_PAYMENT_METHODS,
  PAYMENT_METHOD_CODES,
  PAYMENT_METHODS,
} from '../../../../shared/invoices/invoice-codes';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-footer';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import { CUSTOMER_PICK_KEY, searchCustomers } from '../api/customer-search';
import { invoicesApi } from '../api/invoices-api';
import { bodyOf, draftsOf, fieldsOf, type InvoiceFormFields } from './invoice-form-values';
import {
  blankInvoiceLine,
  type InvoiceLineDraft,
  type InvoiceLineErrors,
  lineErrorsOf,
} from './invoice-line-drafts';
import { InvoiceLinesEditor } from './invoice-lines-editor';

/** The usual methods first, then the rest of the schema's list. */
const METHODS = [
  ...COMMON_PAYMENT_METHODS,
  ...PAYMENT_METHOD_CODES.filter((code) => !COMMON_PAYMENT_METHODS.includes(code)),
];

/** How to find the customer; on a draft made from a document, the name that document typed. */
function customerHint(invoice: InvoiceDto | undefined): string {
  const search = 'Nome, codice fiscale, P.IVA, telefono o e-mail. Serve per emettere la fattura.';
  if (!invoice || invoice.customer_id || !invoice.customer_name) return search;
  return `${search} Sul documento di origine: ${invoice.customer_name}.`;
}

interface InvoiceFormProps {
  invoice?: InvoiceDto;
  /** A new line's VAT rate, as typed ('22'). */
  defaultVatRate: string;
}

/**
 * A draft invoice: its customer (picked from the customers; their fiscal data is copied when it
 * is issued), lines, payment and causale. An edit carries the version it started from: a save
 * after someone else's is refused and what was typed stays.
 */
export function InvoiceForm({ invoice, defaultVatRate }: InvoiceFormProps) {
  const navigate = useNavigate();
  const saving = invoicesApi.useSave(invoice);
  const [fields, setFields] = useState(() => fieldsOf(invoice));
  const [lines, setLines] = useState<InvoiceLineDraft[]>(() =>
    invoice ? draftsOf(invoice) : [blankInvoiceLine(defaultVatRate)],
  );
  const [lineErrors, setLineErrors] = useState(new Map<string, InvoiceLineErrors>());
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<InvoiceFormFields>) => setFields((now) => ({ ...now, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setLineErrors(new Map());
    try {
      const saved = await saving.save({ ...bodyOf(fields, lines), version: invoice?.version ?? 0 });
      navigate(`/invoices/${saved.id}`);
    } catch (error) {
      // The server's schema judges the lines: its words go on the fields they name.
      if (isApiError(error)) setLineErrors(lineErrorsOf(error.fieldErrors, lines));
      setFailure(errorMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <div className="grid max-w-4xl gap-4 sm:grid-cols-2">
        <SearchCombobox
          label="Cliente"
          value={fields.customerId}
          valueLabel={fields.customerName}
          noneLabel="Nessun cliente"
          onChange={(option) =>
            set({
              customerId: option?.value ?? '',
              customerName: option?.value ? option.label : '',
            })
          }
          search={searchCustomers}
          queryKey={CUSTOMER_PICK_KEY}
          hint={customerHint(invoice)}
        />
        <SelectField
          label="Pagamento"
          value={fields.paymentMethod}
          onChange={(event) =>
            set({ paymentMethod: event.target.value as typeof fields.paymentMethod })
          }
        >
          {METHODS.map((code) => (
            <option key={code} value={code}>
              {PAYMENT_METHODS[code]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Scadenza del pagamento"
          type="date"
          hint="Facoltativa."
          value={fields.dueDate}
          onChange={(event) => set({ dueDate: event.target.value })}
        />
      </div>
      <InvoiceLinesEditor
        lines={lines}
        onChange={setLines}
        defaultVatRate={defaultVatRate}
        shop={invoice?.seller}
        buyer={invoice?.customer_id ? invoice : null}
        errors={lineErrors}
      />
      <TextAreaField
        label="Causale"
        hint="Facoltativa: compare sulla fattura e nel file XML."
        className="max-w-4xl"
        value={fields.notes}
        onChange={(event) => set({ notes: event.target.value })}
      />
      <FormFooter
        failure={failure}
        busy={saving.isPending}
        submitLabel={invoice ? 'Salva bozza' : 'Crea bozza'}
      />
    </form>
  );
}
