import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { ListSupplierInvoicesQuery } from '../../../shared/inventory/supplier-invoices';
import type { DB } from '../../db/schema';
import type {
  SupplierInvoiceLineTable,
  SupplierInvoiceTable,
} from '../../db/tables/supplier-invoice-tables';
import { likePattern, withoutControlChars } from '../../search/text-search';

export async function invoiceExists(
  db: Kysely<DB>,
  supplierId: string,
  number: string,
  date: string,
) {
  const row = await db
    .selectFrom('supplier_invoices')
    .select('id')
    .where('supplier_id', '=', supplierId)
    .where('number', '=', number)
    .where('date', '=', date)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertInvoice(
  trx: Transaction<DB>,
  invoice: Insertable<SupplierInvoiceTable>,
  lines: Insertable<SupplierInvoiceLineTable>[],
) {
  await trx.insertInto('supplier_invoices').values(invoice).execute();
  if (lines.length > 0) await trx.insertInto('supplier_invoice_lines').values(lines).execute();
}

/** A page by date (newest first), then id, after the cursor's (date, id). */
export function selectInvoices(
  db: Kysely<DB>,
  query: ListSupplierInvoicesQuery & { after?: readonly [string, string] },
) {
  let select = db
    .selectFrom('supplier_invoices as i')
    .innerJoin('suppliers as s', 's.id', 'i.supplier_id')
    .select([
      'i.id',
      'i.supplier_id',
      's.name as supplier_name',
      'i.number',
      'i.date',
      'i.document_type',
      'i.self_invoice',
      'i.total_cents',
      'i.source',
      'i.stock_loaded_at',
      'i.paid_on',
      'i.paid_method',
      'i.created_at',
    ])
    .orderBy('i.date', 'desc')
    .orderBy('i.id', 'desc')
    .limit(query.limit);
  if (query.q) {
    // The invoice's number or the supplier's name; lower() on both sides as on PostgreSQL.
    const pattern = likePattern(withoutControlChars(query.q).trim().toLowerCase());
    select = select.where((eb) =>
      eb.or([
        eb(sql`lower(i.number)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(s.name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (query.supplier_id) select = select.where('i.supplier_id', '=', query.supplier_id);
  if (query.from) select = select.where('i.date', '>=', query.from);
  if (query.to) select = select.where('i.date', '<=', query.to);
  if (query.loaded === 'yes') select = select.where('i.stock_loaded_at', 'is not', null);
  if (query.loaded === 'no') select = select.where('i.stock_loaded_at', 'is', null);
  if (query.paid === 'yes') select = select.where('i.paid_on', 'is not', null);
  if (query.paid === 'no') select = select.where('i.paid_on', 'is', null);
  const after = query.after;
  if (after)
    select = select.where((eb) =>
      eb.or([
        eb('i.date', '<', after[0]),
        eb.and([eb('i.date', '=', after[0]), eb('i.id', '<', after[1])]),
      ]),
    );
  return select.execute();
}

/** Segna pagata (or, both null, not paid): false when no such invoice. */
export async function setPaid(
  db: Kysely<DB>,
  id: string,
  paid: { paid_on: string | null; paid_method: string | null },
) {
  const result = await db
    .updateTable('supplier_invoices')
    .set(paid)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function selectInvoice(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('supplier_invoices as i')
    .innerJoin('suppliers as s', 's.id', 'i.supplier_id')
    .selectAll('i')
    .select(['s.name as supplier_name', 's.vat_number as supplier_vat_number'])
    .where('i.id', '=', id)
    .executeTakeFirst();
}

export function selectLines(db: Kysely<DB>, invoiceId: string) {
  return db
    .selectFrom('supplier_invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('line_number')
    .execute();
}

/** The remembered products of a supplier's article codes, by code. */
export async function rememberedProducts(db: Kysely<DB>, supplierId: string, codes: string[]) {
  const rows = await db
    .selectFrom('supplier_product_codes')
    .select(['code', 'product_id'])
    .where('supplier_id', '=', supplierId)
    .where('code', 'in', codes)
    .execute();
  return new Map(rows.map((row) => [row.code, row.product_id]));
}

/** The products whose SKU or EAN is one of the codes. */
export function productsWithCodes(db: Kysely<DB>, codes: string[]) {
  return db
    .selectFrom('products')
    .select(['id', 'sku', 'ean'])
    .where((eb) => eb.or([eb('sku', 'in', codes), eb('ean', 'in', codes)]))
    .execute();
}

/** The product a line with this description was last loaded as, on this supplier's invoices. */
export async function lastProductForDescription(
  db: Kysely<DB>,
  supplierId: string,
  description: string,
) {
  const row = await db
    .selectFrom('supplier_invoice_lines as l')
    .innerJoin('supplier_invoices as i', 'i.id', 'l.invoice_id')
    .select('l.product_id')
    .where('i.supplier_id', '=', supplierId)
    .where('l.description', '=', description)
    .where('l.product_id', 'is not', null)
    .orderBy('i.date', 'desc')
    .executeTakeFirst();
  return row?.product_id ?? null;
}

/** Names of the products proposed or loaded on an invoice's lines. */
export async function productNames(db: Kysely<DB>, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Marks the invoice loaded unless it already was: false when another request came first. */
export async function markLoaded(trx: Transaction<DB>, id: string, at: string) {
  const result = await trx
    .updateTable('supplier_invoices')
    .set({ stock_loaded_at: at })
    .where('id', '=', id)
    .where('stock_loaded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateLine(
  trx: Transaction<DB>,
  id: string,
  set: { kind: 'goods' | 'non_goods'; product_id: string | null; movement_id: string | null },
) {
  await trx.updateTable('supplier_invoice_lines').set(set).where('id', '=', id).execute();
}

export async function rememberCode(
  trx: Transaction<DB>,
  row: { supplier_id: string; code: string; product_id: string; updated_at: string },
) {
  await trx
    .insertInto('supplier_product_codes')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['supplier_id', 'code'])
        .doUpdateSet({ product_id: row.product_id, updated_at: row.updated_at }),
    )
    .execute();
}

/** The shop's own P.IVA (Settings → Fatturazione): a file it sent itself is a self-invoice. */
export async function shopVatNumber(db: Kysely<DB>) {
  const row = await db.selectFrom('invoicing_settings').select('vat_number').executeTakeFirst();
  return row?.vat_number ?? null;
}
