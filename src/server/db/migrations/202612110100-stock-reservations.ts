import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Pieces held for a ticket (decision 049): one row per special-order part received for a ticket,
 * `reserved` until the repair uses it (`used`) or the shop lets it go (`released`). The product
 * carries the sum of its open reservations in `reserved`, so that every movement's one conditional
 * UPDATE can keep `quantity >= reserved` without a second query. The statuses are written out
 * here: a migration keeps meaning what it meant when it ran.
 */
const STATUSES = ['reserved', 'used', 'released'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('products')
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('stock_reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('purchase_order_line_id', 'text', (c) =>
      c.references('purchase_order_lines.id').onDelete('set null'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql.raw(`status in (${STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    )
    .addColumn('movement_id', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_reservations_product_idx')
    .on('stock_reservations')
    .columns(['product_id', 'status'])
    .execute();
  await db.schema
    .createIndex('stock_reservations_ticket_idx')
    .on('stock_reservations')
    .columns(['ticket_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_reservations').execute();
  await db.schema.alterTable('products').dropColumn('reserved').execute();
}
