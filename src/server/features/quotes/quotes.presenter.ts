import { centsToEuro } from '../../../shared/money';
import { formatPhone } from '../../../shared/phone-format';
import type { QuoteDto, QuoteListItemDto, QuoteStatus } from '../../../shared/quotes/quotes';
import { toBool, toIso } from '../../db/normalize';
import type { QuoteItemTable } from '../../db/tables/quote-tables';
import { presentLine, presentTotals } from '../../documents/priced-lines';
import type { QuoteListRow, QuoteRow, selectAnswer, selectHistory } from './quotes.queries';

const euros = (cents: number | string) => centsToEuro(Number(cents));

/** What a quote reads as: Scaduto once a Bozza or Inviato one is past its expiry date. */
const readStatus = (row: { status: QuoteStatus; expired: unknown }): QuoteStatus =>
  toBool(row.expired as number | boolean) ? 'Scaduto' : row.status;

export function presentQuoteListItem(row: QuoteListRow): QuoteListItemDto {
  return {
    id: row.id,
    quote_number: row.quote_number,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    status: readStatus(row),
    expiry_date: row.expiry_date,
    total_amount: euros(row.total_cents),
    created_at: toIso(row.created_at),
  };
}

export function presentQuote(
  row: QuoteRow,
  items: QuoteItemTable[],
  history: Awaited<ReturnType<typeof selectHistory>>,
  answer: Awaited<ReturnType<typeof selectAnswer>>,
): QuoteDto {
  return {
    ...presentQuoteListItem({ ...row, expired: row.expired }),
    customer_phone: row.customer_phone,
    customer_phone_display: row.customer_phone ? formatPhone(row.customer_phone) : null,
    customer_id: row.customer_id,
    stored_status: row.status,
    margin_percent: row.margin_tenths / 10,
    vat_rate: row.vat_hundredths / 100,
    notes: row.notes,
    ticket_id: row.ticket_number ? row.ticket_id : null,
    ticket_number: row.ticket_number,
    user_id: row.user_id,
    updated_at: toIso(row.updated_at),
    version: Number(row.version),
    ...presentTotals(row),
    items: items.map(presentLine),
    history: history.map((h) => ({
      from_status: h.from_status,
      to_status: h.to_status,
      changed_by: h.changed_by,
      via: h.via,
      created_at: toIso(h.created_at),
    })),
    answer: answer ? { answer: answer.answer, answered_at: toIso(answer.answered_at) } : null,
  };
}
