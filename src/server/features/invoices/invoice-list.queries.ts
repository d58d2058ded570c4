import type { Kysely, Transaction } from 'kysely';
import type { ListInvoicesQuery } from '../../../shared/invoices/invoice-schemas';
import { afterKey } from '../../db/keyset';
import type { DB } from '../../db/schema';
import type { SdiStateCondition } from '../../http/context';
import type { SearchStrategy } from '../../search/text-search';
import { invoiceSearch } from './invoice-search';

/** Kysely only: the invoice list (filters, search, keyset pages) and the month's export pages. */
type Db = Kysely<DB> | Transaction<DB>;

export interface InvoicePageQuery
  extends Pick<
    ListInvoicesQuery,
    'order' | 'status' | 'kind' | 'customer_id' | 'ticket_id' | 'quote_id' | 'pc_build_id'
  > {
  limit: number;
  /** Issue dates from (inclusive) and to (exclusive), YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** The stretch of the list the period's invoices occupy (selectPeriodKeys). */
  keys?: { first: string; last: string };
  after?: readonly [unknown, string];
  search?: { strategy: SearchStrategy; words: string[] };
  /** Issued invoices only, whose SDI state this condition (the sdi feature's) accepts. */
  sdi?: ReturnType<SdiStateCondition>;
}

export function selectInvoices(db: Db, query: InvoicePageQuery) {
  let select = db
    .selectFrom('invoices as i')
    .select([
      'i.id',
      'i.kind',
      'i.status',
      'i.transmission',
      'i.number',
      'i.issue_date',
      'i.sort_key',
      'i.customer_id',
      'i.customer_name',
      'i.customer_tax_code',
      'i.customer_vat_number',
      'i.taxable_cents',
      'i.vat_cents',
      'i.total_cents',
      'i.created_at',
    ])
    .orderBy('i.sort_key', query.order)
    .orderBy('i.id', query.order)
    .limit(query.limit);
  if (query.after)
    select = select.where(afterKey(['i.sort_key', 'i.id'], query.after, query.order));
  if (query.search)
    select = select.where(invoiceSearch.condition(query.search.strategy, query.search.words));
  if (query.sdi) select = select.where('i.status', '=', 'emessa').where(query.sdi);
  if (query.status) select = select.where('i.status', '=', query.status);
  if (query.kind) select = select.where('i.kind', '=', query.kind);
  if (query.customer_id) select = select.where('i.customer_id', '=', query.customer_id);
  if (query.ticket_id) select = select.where('i.ticket_id', '=', query.ticket_id);
  if (query.quote_id) select = select.where('i.quote_id', '=', query.quote_id);
  if (query.pc_build_id) select = select.where('i.pc_build_id', '=', query.pc_build_id);
  if (query.from) select = select.where('i.issue_date', '>=', query.from);
  if (query.to) select = select.where('i.issue_date', '<', query.to);
  if (query.keys)
    select = select
      .where('i.sort_key', '>=', query.keys.first)
      .where('i.sort_key', '<=', query.keys.last);
  return select.execute();
}

/**
 * The first and last list place of the invoices issued between two dates: numbers follow dates,
 * so a period's invoices are one stretch of the list, which its walk then reads alone. Each end
 * is one step into the (issue_date, sort_key) index (a min()/max() could walk the list's own index
 * from its far end instead, as PostgreSQL's planner chose).
 */
export async function selectPeriodKeys(db: Db, from: string, to: string) {
  const end = (order: 'asc' | 'desc') =>
    db
      .selectFrom('invoices')
      .select('sort_key')
      .where('issue_date', '>=', from)
      .where('issue_date', '<', to)
      .orderBy('issue_date', order)
      .orderBy('sort_key', order)
      .limit(1)
      .executeTakeFirst();
  const [first, last] = await Promise.all([end('asc'), end('desc')]);
  return first && last ? { first: first.sort_key, last: last.sort_key } : null;
}
export type InvoiceListRow = Awaited<ReturnType<typeof selectInvoices>>[number];

/** One page of a month's issued invoices in number order (the accountant's export). */
export function selectIssuedPage(
  db: Db,
  from: string,
  to: string,
  afterKey_: string | null,
  limit: number,
) {
  let select = db
    .selectFrom('invoices as i')
    .selectAll('i')
    .where('i.status', '=', 'emessa')
    .where('i.issue_date', '>=', from)
    .where('i.issue_date', '<', to)
    .orderBy('i.sort_key')
    .limit(limit);
  if (afterKey_ !== null) select = select.where('i.sort_key', '>', afterKey_);
  return select.execute();
}

/** How many invoices and credit notes were issued between two dates (the export's count). */
export async function countIssued(db: Db, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'emessa')
    .where('issue_date', '>=', from)
    .where('issue_date', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
