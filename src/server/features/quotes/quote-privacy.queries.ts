import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** Kysely only: what a customer's quotes hold about them (privacy export and anonymisation). */

export function customerQuoteRows(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('quotes as q')
    .leftJoin('quote_answers as a', 'a.quote_id', 'q.id')
    .select([
      'q.id',
      'q.quote_number',
      'q.status',
      'q.customer_name',
      'q.customer_email',
      'q.customer_phone',
      'q.expiry_date',
      'q.notes',
      'q.vat_hundredths',
      'q.taxable_cents',
      'q.vat_cents',
      'q.total_cents',
      'q.created_at',
      'q.updated_at',
      'a.answer',
      'a.answered_at',
      'a.address as answer_address',
      'a.user_agent as answer_user_agent',
    ])
    .where('q.customer_id', '=', customerId)
    .orderBy('q.created_at', 'asc')
    .orderBy('q.id', 'asc')
    .execute();
}

export function itemsOf(db: Kysely<DB>, quoteIds: string[]) {
  return db
    .selectFrom('quote_items')
    .select(['quote_id', 'description', 'quantity', 'unit_price_cents', 'line_total_cents'])
    .where('quote_id', 'in', quoteIds)
    .orderBy('quote_id')
    .orderBy('position')
    .execute();
}

export function quoteHistoryOf(db: Kysely<DB>, quoteIds: string[]) {
  return db
    .selectFrom('quote_status_history')
    .select(['quote_id', 'from_status', 'to_status', 'via', 'created_at'])
    .where('quote_id', 'in', quoteIds)
    .orderBy('quote_id')
    .orderBy('seq')
    .execute();
}

/** The answer stays (accepted or refused, when); where it came from goes. */
export async function forgetAnswerAddresses(trx: Transaction<DB>, quoteIds: string[]) {
  await trx
    .updateTable('quote_answers')
    .set({ address: '', user_agent: null })
    .where('quote_id', 'in', quoteIds)
    .execute();
}
