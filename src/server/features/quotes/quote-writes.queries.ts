import { type Insertable, type Kysely, sql } from 'kysely';
import type { QuoteStatus } from '../../../shared/quotes/quotes';
import type { DB } from '../../db/schema';

export async function insertItemRows(
  db: Kysely<DB>,
  rows: readonly Insertable<DB['quote_items']>[],
): Promise<void> {
  await db
    .insertInto('quote_items')
    .values([...rows])
    .execute();
}

/**
 * One step of the quote's status history. Every writer has updated or inserted the quote row
 * first, so the next number is its own.
 */
export async function insertStatusRow(
  db: Kysely<DB>,
  change: {
    quoteId: string;
    from: QuoteStatus | null;
    to: QuoteStatus;
    by: string | null;
    via: 'staff' | 'public';
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('quote_status_history')
    .values((eb) => ({
      id: crypto.randomUUID(),
      quote_id: change.quoteId,
      seq: eb
        .selectFrom('quote_status_history')
        .select(sql<number>`coalesce(max(seq), 0) + 1`.as('next'))
        .where('quote_id', '=', change.quoteId),
      from_status: change.from,
      to_status: change.to,
      changed_by: change.by,
      via: change.via,
      created_at: change.at,
    }))
    .execute();
}

export async function selectQuoteTotal(
  db: Kysely<DB>,
  quoteId: string,
): Promise<{ quoteNumber: string; totalCents: number }> {
  const quote = await db
    .selectFrom('quotes')
    .select(['quote_number', 'total_cents'])
    .where('id', '=', quoteId)
    .executeTakeFirstOrThrow();
  return { quoteNumber: quote.quote_number, totalCents: Number(quote.total_cents) };
}
