import {
  type Expression,
  type Insertable,
  type Kysely,
  type SqlBool,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import {
  EXPIRING_STATUSES,
  type ListQuotesQuery,
  type QuoteStatus,
} from '../../../shared/quotes/quotes';
import { afterKey } from '../../db/keyset';
import type { DB } from '../../db/schema';
import type { QuoteAnswerTable, QuoteTable } from '../../db/tables/quote-tables';
import { updateAtVersion } from '../../db/versioned-update';
import { isQuoteExpired } from '../../documents/quote-expiry';
import type { SearchStrategy } from '../../search/text-search';
import { quoteSearch } from './quote-search';

export const SORT_COLUMNS = {
  created_at: 'q.created_at',
  total_amount: 'q.total_cents',
  expiry_date: 'q.expiry_key',
} as const;

function statusFilter(status: QuoteStatus, today: string): Expression<SqlBool> {
  if (status === 'Scaduto') return sql<SqlBool>`(q.status = 'Scaduto' or ${isQuoteExpired(today)})`;
  const stored = sql<SqlBool>`q.status = ${status}`;
  return EXPIRING_STATUSES.includes(status)
    ? sql<SqlBool>`(${stored} and not ${isQuoteExpired(today)})`
    : stored;
}

export interface QuotePageQuery extends Pick<ListQuotesQuery, 'sort' | 'order' | 'status'> {
  limit: number;
  today: string;
  after?: readonly [unknown, string];
  search?: { strategy: SearchStrategy; words: string[] };
}

export function selectQuotes(db: Kysely<DB>, query: QuotePageQuery) {
  const column = SORT_COLUMNS[query.sort];
  let select = db
    .selectFrom('quotes as q')
    .select([
      'q.id',
      'q.quote_number',
      'q.customer_name',
      'q.customer_email',
      'q.status',
      'q.expiry_date',
      'q.expiry_key',
      'q.total_cents',
      'q.created_at',
      isQuoteExpired(query.today).as('expired'),
    ])
    .orderBy(column, query.order)
    .orderBy('q.id', query.order)
    .limit(query.limit);
  if (query.after) select = select.where(afterKey([column, 'q.id'], query.after, query.order));
  if (query.search)
    select = select.where(quoteSearch.condition(query.search.strategy, query.search.words));
  if (query.status) select = select.where(statusFilter(query.status, query.today));
  return select.execute();
}
export type QuoteListRow = Awaited<ReturnType<typeof selectQuotes>>[number];

export function selectQuote(db: Kysely<DB>, id: string, today: string) {
  return db
    .selectFrom('quotes as q')
    .leftJoin('tickets as t', (join) =>
      join.onRef('t.id', '=', 'q.ticket_id').on('t.deleted_at', 'is', null),
    )
    .selectAll('q')
    .select(['t.ticket_number', isQuoteExpired(today).as('expired')])
    .where('q.id', '=', id)
    .executeTakeFirst();
}
export type QuoteRow = NonNullable<Awaited<ReturnType<typeof selectQuote>>>;

export function selectItems(db: Kysely<DB>, quoteId: string) {
  return db
    .selectFrom('quote_items')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('position')
    .execute();
}

export function selectHistory(db: Kysely<DB>, quoteId: string) {
  return db
    .selectFrom('quote_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select(['h.from_status', 'h.to_status', 'h.via', 'h.created_at', 'u.name as changed_by'])
    .where('h.quote_id', '=', quoteId)
    .orderBy('h.seq')
    .execute();
}

export function selectAnswer(db: Kysely<DB>, quoteId: string) {
  return db
    .selectFrom('quote_answers')
    .select(['answer', 'answered_at'])
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
}

/** Whether the quote was accepted, as stored by staff or answered by the customer. */
export async function isAccepted(db: Kysely<DB>, quoteId: string): Promise<boolean> {
  const row = await db
    .selectFrom('quotes as q')
    .leftJoin('quote_answers as a', 'a.quote_id', 'q.id')
    .select(['q.status', 'a.answer'])
    .where('q.id', '=', quoteId)
    .executeTakeFirst();
  return row?.status === 'Accettato' || row?.answer === 'accept';
}

export function selectAnswerSnapshot(db: Kysely<DB>, quoteId: string) {
  return db
    .selectFrom('quote_answers')
    .select('snapshot')
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
}

/** The linked ticket's number, status and customer address (null once deleted). */
export function selectLinkedTicket(db: Kysely<DB>, ticketId: string) {
  return db
    .selectFrom('tickets')
    .select(['ticket_number', 'status', 'customer_email'])
    .where('id', '=', ticketId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function insertQuoteRow(trx: Transaction<DB>, row: Insertable<QuoteTable>) {
  return trx.insertInto('quotes').values(row).execute();
}

/** An edit guarded by the version its writer read: false when someone saved in between. */
export const updateQuoteAtVersion = (
  trx: Transaction<DB>,
  id: string,
  version: number,
  values: Updateable<QuoteTable>,
) => updateAtVersion(trx, 'quotes', id, version, values);

export function deleteItems(trx: Transaction<DB>, quoteId: string) {
  return trx.deleteFrom('quote_items').where('quote_id', '=', quoteId).execute();
}

/** The lines first, then the history, the answer and the quote; false when there was none. */
export async function deleteQuoteRows(trx: Transaction<DB>, id: string): Promise<boolean> {
  await deleteItems(trx, id);
  await trx.deleteFrom('quote_status_history').where('quote_id', '=', id).execute();
  await trx.deleteFrom('quote_answers').where('quote_id', '=', id).execute();
  const deleted = await trx.deleteFrom('quotes').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/**
 * The customer's answer. Its key is the quote: a second answer (another tab, a double tap)
 * inserts nothing and returns false.
 */
export async function insertAnswer(
  trx: Transaction<DB>,
  row: Insertable<QuoteAnswerTable>,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('quote_answers')
    .values(row)
    .onConflict((oc) => oc.column('quote_id').doNothing())
    .returning('quote_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
