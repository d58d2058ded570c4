import type { Kysely, Transaction } from 'kysely';
import { ANONYMISED_NAME } from '../../../shared/customers/customer-privacy';
import { centsToEuro } from '../../../shared/money';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { anonymiseDocumentSnapshot } from '../../documents/document-privacy';
import { deleteMailByKeys } from '../../mail/outbox-erasure.queries';
import {
  customerQuoteRows,
  forgetAnswerAddresses,
  itemsOf,
  quoteHistoryOf,
} from './quote-privacy.queries';
import { quoteSearch } from './quote-search';

const euros = (cents: number | string) => centsToEuro(Number(cents));

function groupBy<T extends { quote_id: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.quote_id, [...(map.get(row.quote_id) ?? []), row]);
  return map;
}

/** A customer's quotes for the privacy export: what they were offered, at what price, and their answer. */
export async function customerQuotesForExport(db: Kysely<DB>, customerId: string) {
  const quotes = await customerQuoteRows(db, customerId);
  const ids = quotes.map((q) => q.id);
  if (ids.length === 0) return [];
  const [items, history] = await Promise.all([
    itemsOf(db, ids).then(groupBy),
    quoteHistoryOf(db, ids).then(groupBy),
  ]);
  return quotes.map((q) => ({
    quote_number: q.quote_number,
    status: q.status,
    customer_name: q.customer_name,
    customer_email: q.customer_email,
    customer_phone: q.customer_phone,
    expiry_date: q.expiry_date,
    notes: q.notes,
    vat_rate: q.vat_hundredths / 100,
    taxable: euros(q.taxable_cents),
    vat_amount: euros(q.vat_cents),
    total_amount: euros(q.total_cents),
    created_at: toIso(q.created_at),
    updated_at: toIso(q.updated_at),
    items: (items.get(q.id) ?? []).map((i) => ({
      description: i.description,
      quantity: Number(i.quantity),
      unit_price: euros(i.unit_price_cents),
      line_total: euros(i.line_total_cents),
    })),
    history: (history.get(q.id) ?? []).map((h) => ({
      from_status: h.from_status,
      to_status: h.to_status,
      via: h.via,
      created_at: toIso(h.created_at),
    })),
    answer:
      q.answer && q.answered_at
        ? {
            answer: q.answer,
            answered_at: toIso(q.answered_at),
            address: q.answer_address,
            user_agent: q.answer_user_agent,
          }
        : null,
  }));
}

/**
 * Inside the customer's anonymisation: each quote's snapshot of the person emptied with its
 * search text, the address and browser of their answer forgotten, their e-mails deleted. Lines
 * and totals stay.
 */
export async function anonymiseCustomerQuotes(
  trx: Transaction<DB>,
  customerId: string,
): Promise<number> {
  const quotes = await customerQuoteRows(trx, customerId);
  for (const q of quotes) {
    await anonymiseDocumentSnapshot(trx, 'quotes', q.id, {
      customer_name: ANONYMISED_NAME,
      search_text: quoteSearch.textOf({
        quote_number: q.quote_number,
        customer_name: ANONYMISED_NAME,
        customer_email: null,
      }),
    });
  }
  const ids = quotes.map((q) => q.id);
  if (ids.length > 0) {
    await forgetAnswerAddresses(trx, ids);
    await deleteMailByKeys(trx, {
      keys: ids.map((id) => `quote-answered:${id}`),
      prefixes: ids.map((id) => `quote-sent:${id}:`),
    });
  }
  return quotes.length;
}
