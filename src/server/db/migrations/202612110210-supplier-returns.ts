import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Supplier returns (*Reso al fornitore*, decision 050): pieces sent back against a received order
 * line or a loaded supplier-invoice line, the `reso_fornitore` movement that took them out, and
 * what the supplier owes back (the pieces at the line's cost) until the shop marks it settled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('supplier_returns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('suppliers.id'))
    .addColumn('order_line_id', 'text', (c) =>
      c.references('purchase_order_lines.id').onDelete('set null'),
    )
    .addColumn('invoice_line_id', 'text', (c) =>
      c.references('supplier_invoice_lines.id').onDelete('set null'),
    )
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_cost_cents', 'integer', (c) => c.notNull().check(sql`unit_cost_cents >= 0`))
    .addColumn('movement_id', 'text', (c) =>
      c.references('stock_movements.id').onDelete('set null'),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('aperto', 'chiuso')`))
    .addColumn('note', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('settled_at', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('supplier_returns_open_idx')
    .on('supplier_returns')
    .columns(['status', 'supplier_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('supplier_returns_order_line_idx')
    .on('supplier_returns')
    .column('order_line_id')
    .execute();
  await db.schema
    .createIndex('supplier_returns_invoice_line_idx')
    .on('supplier_returns')
    .column('invoice_line_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supplier_returns').execute();
}
