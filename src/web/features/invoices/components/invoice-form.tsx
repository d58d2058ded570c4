import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RequiredNote } from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-footer';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import { CUSTOMER_PICK_KEY, searchCustomers } from '../api/customer-search';
import type { InvoiceDto } from '../api/invoice-types';
import { invoicesApi } from '../api/invoices-api';
import { draftsOf, lineBodyOf } from './invoice-form-values';
import { blankInvoiceLine, checkInvoiceLines, type InvoiceLineDraft } from './invoice-line-drafts';
import { zeroRate } from './invoice-line-row';
import { InvoiceLinesEditor } from './invoice-lines-editor';

interface InvoiceFormProps {
  invoice?: InvoiceDto;
  /** A new line's VAT rate, as typed ('22'). */
  defaultVatRate: string;
}

/**
 * A draft invoice: its customer (picked from the customers, whose fiscal data the invoice copies
 * when issued) and its lines. An edit carries the version it started from: a save after someone
 * else's is refused and what was typed stays.
 */
export function InvoiceForm({ invoice, defaultVatRate }: InvoiceFormProps) {
  const navigate = useNavigate();
  const saving = invoicesApi.useSave(invoice);
  const [customer, setCustomer] = useState({
    id: invoice?.customer.customer_id ?? '',
    label: invoice?.customer.display_name ?? '',
  });
  const [lines, setLines] = useState<InvoiceLineDraft[]>(() =>
    invoice ? draftsOf(invoice) : [blankInvoiceLine(defaultVatRate)],
  );
  const [showErrors, setShowErrors] = useState(false);
  const [customerError, setCustomerError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const linesWrong = [...checkInvoiceLines(lines).values()].some(
      (c) => Object.keys(c).length > 0,
    );
    setShowErrors(true);
    setCustomerError(customer.id ? undefined : 'Scegli il cliente');
    if (!customer.id || linesWrong || lines.length === 0) {
      setFailure(
        lines.length === 0
          ? 'Aggiungi almeno una riga.'
          : 'Correggi i campi segnati prima di salvare.',
      );
      return;
    }
    try {
      const body = {
        customer_id: customer.id,
        lines: lines.map((line) => lineBodyOf(line, zeroRate(line.vatRate))),
      };
      const saved = await saving.save({ ...body, version: invoice?.version ?? 0 });
      navigate(`/invoices/${saved.id}`);
    } catch (error) {
      const fields = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
      setFailure([errorMessage(error), ...new Set(fields)].join(' '));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <RequiredNote />
      <div className="max-w-xl">
        <SearchCombobox
          label="Cliente"
          required
          value={customer.id}
          valueLabel={customer.label}
          onChange={(option) =>
            setCustomer({ id: option?.value ?? '', label: option?.label ?? '' })
          }
          search={searchCustomers}
          queryKey={CUSTOMER_PICK_KEY}
          hint="Nome, codice fiscale, P.IVA, telefono o e-mail. I dati fiscali si prendono dal cliente all'emissione."
          error={customerError}
        />
      </div>
      <InvoiceLinesEditor
        lines={lines}
        onChange={setLines}
        defaultVatRate={defaultVatRate}
        showErrors={showErrors}
      />
      <FormFooter
        failure={failure}
        busy={saving.isPending}
        submitLabel={invoice ? 'Salva bozza' : 'Crea bozza'}
      />
    </form>
  );
}
