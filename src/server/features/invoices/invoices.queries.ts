import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { ListInvoicesQuery } from '../../../shared/invoices/invoice-schemas';
import { afterKey } from '../../db/keyset';
import type { DB } from '../../db/schema';
import type { InvoiceLineTable, InvoiceTable } from '../../db/tables/invoice-tables';
import { updateAtVersion } from '../../db/versioned-update';
import type { SearchStrategy } from '../../search/text-search';
import { invoiceSearch } from './invoice-search';

type Db = Kysely<DB> | Transaction<DB>;

/** An invoice with the numbers of what it links to and the name of who made it. */
export function selectInvoice(db: Db, id: string) {
  return db
    .selectFrom('invoices as i')
    .leftJoin('tickets as t', (j) =>
      j.onRef('t.id', '=', 'i.ticket_id').on('t.deleted_at', 'is', null),
    )
    .leftJoin('quotes as q', 'q.id', 'i.quote_id')
    .leftJoin('pc_builds as b', 'b.id', 'i.pc_build_id')
    .leftJoin('invoices as r', 'r.id', 'i.related_invoice_id')
    .leftJoin('users as u', 'u.id', 'i.created_by')
    .selectAll('i')
    .select([
      't.ticket_number',
      'q.quote_number',
      'b.build_number',
      'r.number as related_number',
      'r.issue_date as related_issue_date',
      'u.name as created_by_name',
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
}
export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof selectInvoice>>>;

export function selectLines(db: Db, invoiceId: string) {
  return db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute();
}
export type InvoiceLineRow = Awaited<ReturnType<typeof selectLines>>[number];

/** The lines of many invoices at once (the month's export), in order. */
export function selectLinesOf(db: Db, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('invoice_id')
    .orderBy('position')
    .execute();
}

export function insertInvoiceRow(trx: Transaction<DB>, row: Insertable<InvoiceTable>) {
  return trx.insertInto('invoices').values(row).execute();
}

export async function replaceLines(
  trx: Transaction<DB>,
  invoiceId: string,
  lines: readonly Insertable<InvoiceLineTable>[],
) {
  await trx.deleteFrom('invoice_lines').where('invoice_id', '=', invoiceId).execute();
  if (lines.length > 0)
    await trx
      .insertInto('invoice_lines')
      .values([...lines])
      .execute();
}

export const updateInvoiceAtVersion = (
  trx: Transaction<DB>,
  id: string,
  version: number,
  values: Updateable<InvoiceTable>,
) => updateAtVersion(trx, 'invoices', id, version, values);

/** Deletes a draft (its lines go with it); false when it is no draft, or no longer one. */
export async function deleteDraftRow(trx: Transaction<DB>, id: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('invoices')
    .where('id', '=', id)
    .where('status', '=', 'bozza')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The first statement of an issue: the draft becomes emessa, locking its row; false when it was
 * already issued (or deleted), so a double click issues once.
 */
export async function claimDraft(trx: Transaction<DB>, id: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('invoices')
    .set((eb) => ({ status: 'emessa', updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'bozza')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function setIssued(trx: Transaction<DB>, id: string, values: Updateable<InvoiceTable>) {
  return trx.updateTable('invoices').set(values).where('id', '=', id).execute();
}

export interface InvoicePageQuery
  extends Pick<
    ListInvoicesQuery,
    'order' | 'status' | 'kind' | 'customer_id' | 'ticket_id' | 'quote_id' | 'pc_build_id'
  > {
  limit: number;
  /** Issue dates from (inclusive) and to (exclusive), YYYY-MM-DD. */
  from?: string;
  to?: string;
  after?: readonly [unknown, string];
  search?: { strategy: SearchStrategy; words: string[] };
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
  if (query.status) select = select.where('i.status', '=', query.status);
  if (query.kind) select = select.where('i.kind', '=', query.kind);
  if (query.customer_id) select = select.where('i.customer_id', '=', query.customer_id);
  if (query.ticket_id) select = select.where('i.ticket_id', '=', query.ticket_id);
  if (query.quote_id) select = select.where('i.quote_id', '=', query.quote_id);
  if (query.pc_build_id) select = select.where('i.pc_build_id', '=', query.pc_build_id);
  if (query.from) select = select.where('i.issue_date', '>=', query.from);
  if (query.to) select = select.where('i.issue_date', '<', query.to);
  return select.execute();
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
    .leftJoin('invoices as r', 'r.id', 'i.related_invoice_id')
    .selectAll('i')
    .select(['r.number as related_number', 'r.issue_date as related_issue_date'])
    .where('i.status', '=', 'emessa')
    .where('i.issue_date', '>=', from)
    .where('i.issue_date', '<', to)
    .orderBy('i.sort_key')
    .limit(limit);
  if (afterKey_ !== null) select = select.where('i.sort_key', '>', afterKey_);
  return select.execute();
}

/** How many invoices a customer has (the customer's page counts them). */
export async function countCustomerInvoices(db: Db, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select(sql<number>`count(*)`.as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
