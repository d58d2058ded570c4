import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Purchase orders (TILL "Purchase orders", decision 043): an order to one supplier numbered
 * PO-YYYY-NNNN per Rome year, its lines (a product or free text, optionally for a ticket), and
 * one receipt row per goods arrival, linked to the `carico` movement it made. The statuses are
 * written out here: a migration keeps meaning what it meant when it ran.
 */
const STATUSES = ['bozza', 'inviato', 'parzialmente_ricevuto', 'ricevuto', 'annullato'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('purchase_order_counters')
    .addColumn('period', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('purchase_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('suppliers.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql.raw(`status in (${STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    )
    .addColumn('notes', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sent_at', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addUniqueConstraint('purchase_orders_number_key', ['year', 'number'])
    .execute();
  await db.schema
    .createIndex('purchase_orders_supplier_idx')
    .on('purchase_orders')
    .columns(['supplier_id', 'status'])
    .execute();
  await db.schema
    .createIndex('purchase_orders_status_idx')
    .on('purchase_orders')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('purchase_order_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('purchase_orders.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_cost_cents', 'integer', (c) => c.notNull())
    .addColumn('ticket_id', 'text', (c) => c.references('tickets.id').onDelete('set null'))
    .addColumn('received_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('purchase_order_lines_order_idx')
    .on('purchase_order_lines')
    .columns(['order_id', 'position'])
    .execute();
  await db.schema
    .createIndex('purchase_order_lines_product_idx')
    .on('purchase_order_lines')
    .column('product_id')
    .execute();
  await db.schema
    .createTable('purchase_order_receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('line_id', 'text', (c) =>
      c.notNull().references('purchase_order_lines.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('movement_id', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('purchase_order_receipts_line_idx')
    .on('purchase_order_receipts')
    .column('line_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('purchase_order_receipts').execute();
  await db.schema.dropTable('purchase_order_lines').execute();
  await db.schema.dropTable('purchase_orders').execute();
  await db.schema.dropTable('purchase_order_counters').execute();
}
