import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Counter sales (*Vendita al banco*, TILL § Routes of the till): a document numbered
 * `V-YYYY-NNNN` per Rome year, its lines (from the warehouse or free text, the list price kept
 * beside the discount), and the payments that paid it (`payments.sale_id`). Money in cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('sale_counters')
    .addColumn('period', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sales')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn('discount_kind', 'text', (c) =>
      c.check(sql`discount_kind is null or discount_kind in ('percent', 'amount')`),
    )
    .addColumn('discount_value', 'bigint')
    .addColumn('total_cents', 'bigint', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('completata', 'annullata')`),
    )
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('voided_at', t.instant)
    .addColumn('voided_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('void_reason', 'text')
    .execute();
  await db.schema
    .createIndex('sales_created_idx')
    .on('sales')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createTable('sale_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sale_id', 'text', (c) => c.notNull().references('sales.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn('discount_kind', 'text', (c) =>
      c.check(sql`discount_kind is null or discount_kind in ('percent', 'amount')`),
    )
    .addColumn('discount_value', 'bigint')
    .addColumn('total_cents', 'bigint', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('vat_rate', 'integer', (c) => c.notNull())
    .addColumn('stock_movement_id', 'text', (c) =>
      c.references('stock_movements.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('sale_lines_sale_idx')
    .unique()
    .on('sale_lines')
    .columns(['sale_id', 'position'])
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('sale_id', 'text', (c) => c.references('sales.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('payments_sale_idx').on('payments').column('sale_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_sale_idx').execute();
  await db.schema.alterTable('payments').dropColumn('sale_id').execute();
  await db.schema.dropTable('sale_lines').execute();
  await db.schema.dropTable('sales').execute();
  await db.schema.dropTable('sale_counters').execute();
}
