import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { PricingDefaultsDto } from '../../../../shared/priced-lines';
import { QUOTE_STATUSES } from '../../../../shared/quotes/quote-statuses';
import type { QuoteDto } from '../../../../shared/quotes/quotes';
import { CustomerFields } from '../../../components/ui/customer-fields';
import { DocumentLines, RateFields, useLineDrafts } from '../../../components/ui/document-form';
import { RequiredNote, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-footer';
import { applyServerErrors } from '../../../lib/form-errors';
import { quotesApi } from '../api/quotes-api';
import {
  bodyOf,
  linesOf,
  type QuoteFormValues,
  type QuoteTicketLink,
  valuesOf,
} from './quote-form-values';

const FIELDS = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'expiry_date',
  'margin_percent',
  'vat_rate',
  'notes',
  'status',
] as const;

interface QuoteFormProps {
  quote?: QuoteDto;
  defaults: PricingDefaultsDto;
  /** A new quote made from a ticket: its customer, and the link that moves the ticket later. */
  ticket?: QuoteTicketLink;
}

/**
 * One form for a new quote and an edit: the customer, expiry, ricarico and VAT (the Settings'
 * defaults for a new one), notes and the lines, priced live by the same module as the server.
 * An edit carries the version it started from: a save after someone else's is refused, and the
 * form keeps what was typed.
 */
export function QuoteForm({ quote, defaults, ticket }: QuoteFormProps) {
  const navigate = useNavigate();
  const saving = quotesApi.useSave(quote);
  const [failure, setFailure] = useState<string | null>(null);
  const drafts = useLineDrafts(() => linesOf(quote));
  const form = useForm<QuoteFormValues>({ defaultValues: valuesOf(quote, defaults, ticket) });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const ticketId = quote?.ticket_id ?? ticket?.id ?? null;
  const ticketNumber = quote?.ticket_number ?? ticket?.ticket_number;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (!drafts.valid()) {
      setFailure('Correggi le righe segnate prima di salvare.');
      return;
    }
    try {
      const body = bodyOf(values, drafts.lines, ticketId, quote);
      const saved = await saving.save({ ...body, version: quote?.version ?? 0 });
      navigate(`/quotes/${saved.id}`);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <RequiredNote />
      {ticketId && ticketNumber && (
        <p className="text-sm">
          Collegato al ticket{' '}
          <Link className="font-mono underline" to={`/tickets/${ticketId}`}>
            {ticketNumber}
          </Link>
          : il suo stato seguirà l'invio e la risposta del cliente.
        </p>
      )}
      <fieldset className="grid max-w-4xl gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Cliente</legend>
        <CustomerFields form={form} nameRequired />
      </fieldset>
      <fieldset className="grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-lg font-semibold">Condizioni</legend>
        <TextField
          label="Scadenza"
          type="date"
          hint="Facoltativa."
          error={errors.expiry_date?.message}
          {...register('expiry_date')}
        />
        <RateFields form={form} />
        {quote && (
          <SelectField label="Stato" error={errors.status?.message} {...register('status')}>
            {QUOTE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </SelectField>
        )}
      </fieldset>
      <DocumentLines
        form={form}
        defaults={defaults}
        drafts={drafts}
        caption="Righe del preventivo"
        products
        priceList
      />
      <TextAreaField
        label="Note"
        className="max-w-4xl"
        error={errors.notes?.message}
        {...register('notes')}
      />
      <FormFooter
        failure={failure}
        busy={saving.isPending}
        submitLabel={quote ? 'Salva modifiche' : 'Crea preventivo'}
      />
    </form>
  );
}
