import { draftOf, type LineDraft, lineBody } from '../../../../shared/line-drafts';
import type { PricingDefaultsDto } from '../../../../shared/priced-lines';
import type { QuoteDto, QuoteStatus } from '../../../../shared/quotes/quotes';
import { type CustomerValues, customerIdToSend } from '../../../components/ui/customer-fields';
import { percentText } from '../../../lib/decimal-text';
import type { QuoteBody } from '../api/quotes-api';

/** The quote form's fields as typed; the lines live beside them as LineDrafts. */
export interface QuoteFormValues extends CustomerValues {
  expiry_date: string;
  margin_percent: string;
  vat_rate: string;
  notes: string;
  status: QuoteStatus;
}

/** A ticket whose customer a new quote copies ("Crea preventivo" on a ticket). */
export interface QuoteTicketLink {
  id: string;
  ticket_number: string;
  customer_id: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
}

export function valuesOf(
  quote: QuoteDto | undefined,
  defaults: PricingDefaultsDto,
  ticket?: QuoteTicketLink,
): QuoteFormValues {
  return {
    customer_id: quote?.customer_id ?? ticket?.customer_id ?? '',
    customer_name: quote?.customer_name ?? ticket?.customer_name ?? '',
    customer_email: quote?.customer_email ?? ticket?.customer_email ?? '',
    customer_phone: quote?.customer_phone ?? ticket?.customer_phone ?? '',
    expiry_date: quote?.expiry_date ?? '',
    margin_percent: percentText(quote?.margin_percent ?? defaults.margin_percent),
    vat_rate: percentText(quote?.vat_rate ?? defaults.vat_rate),
    notes: quote?.notes ?? '',
    status: quote?.stored_status ?? 'Bozza',
  };
}

export function linesOf(quote: QuoteDto | undefined): LineDraft[] {
  return (quote?.items ?? []).map(draftOf);
}

export function bodyOf(
  values: QuoteFormValues,
  lines: readonly LineDraft[],
  ticketId: string | null,
  quote?: QuoteDto,
): QuoteBody {
  return {
    ...values,
    customer_id: customerIdToSend(values.customer_id, quote?.customer_id),
    ticket_id: ticketId,
    items: lines.map(lineBody),
  };
}
