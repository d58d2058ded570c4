import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { InvoiceLineTable, InvoiceTable } from '../../db/tables/invoice-tables';
import { updateAtVersion } from '../../db/versioned-update';

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

/** A customer's invoices, oldest first (their privacy export). */
export async function selectCustomerInvoiceIds(db: Db, customerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('invoices')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
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

/** A page of issued invoices without a stored file (those issued before files were stored). */
export function selectIssuedWithoutFile(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('invoices')
    .select('id')
    .where('status', '=', 'emessa')
    .where('issued_xml', 'is', null)
    .orderBy('sort_key')
    .limit(limit)
    .execute();
}

/** Writes an issued invoice's stored file, name, figures and payment details. */
export async function storeIssuedFile(
  db: Kysely<DB>,
  id: string,
  file: {
    issued_xml: string;
    issued_file_name: string;
    issued_totals: string;
    payment_details: string;
  },
): Promise<void> {
  await db.updateTable('invoices').set(file).where('id', '=', id).execute();
}

/** The stored file under a new name and progressive, for a resend after a scarto. */
export async function storeRenamedFile(
  db: Kysely<DB>,
  id: string,
  file: { issued_xml: string; issued_file_name: string; file_progressive: string },
): Promise<void> {
  await db.updateTable('invoices').set(file).where('id', '=', id).execute();
}
