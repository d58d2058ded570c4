import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Supplier invoices read from FatturaPA files (decision 044): one row per FatturaElettronicaBody,
 * its lines (with the product and the carico they were loaded as), and the remembered match of a
 * supplier's article code to a warehouse product. One invoice per supplier, number and date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('supplier_invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('suppliers.id'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('self_invoice', t.bool, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer')
    .addColumn('order_numbers', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('upload', 'sdi')`))
    .addColumn('stock_loaded_at', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addUniqueConstraint('supplier_invoices_unique', ['supplier_id', 'number', 'date'])
    .execute();
  await db.schema
    .createIndex('supplier_invoices_by_date')
    .on('supplier_invoices')
    .columns(['date', 'id'])
    .execute();
  await db.schema
    .createTable('supplier_invoice_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) =>
      c.notNull().references('supplier_invoices.id').onDelete('cascade'),
    )
    .addColumn('line_number', 'integer', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'text')
    .addColumn('unit', 'text')
    .addColumn('unit_price', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_rate', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.check(sql`kind in ('goods', 'non_goods')`))
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('movement_id', 'text')
    .execute();
  await db.schema
    .createIndex('supplier_invoice_lines_by_invoice')
    .on('supplier_invoice_lines')
    .columns(['invoice_id', 'line_number'])
    .execute();
  await db.schema
    .createTable('supplier_product_codes')
    .addColumn('supplier_id', 'text', (c) =>
      c.notNull().references('suppliers.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('supplier_product_codes_pk', ['supplier_id', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supplier_product_codes').execute();
  await db.schema.dropTable('supplier_invoice_lines').execute();
  await db.schema.dropTable('supplier_invoices').execute();
}
