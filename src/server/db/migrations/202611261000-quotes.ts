import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { createSearchIndex, dropSearchIndex } from '../search-index';

/**
 * Quotes (MODULES "Quotes"): the quote with its totals as the pricing module computed
 * them (cents; rates in tenths of a percent), its lines, its status history and the customer's
 * answer from the public page. The statuses are written out here: a migration keeps meaning what
 * it meant.
 */
const STATUSES = ['Bozza', 'Inviato', 'Accettato', 'Rifiutato', 'Scaduto'];
const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  // Quotes never move stock (parts move when a repair uses them: a `ticket` movement), so the
  // ledger's placeholder for a quote link goes (decision 017).
  await db.schema.alterTable('stock_movements').dropColumn('quote_id').execute();
  const big = t.postgres ? 'bigint' : 'integer';
  await db.schema
    .createTable('quotes')
    // SQLite: an INTEGER PRIMARY KEY rowid for the full-text index; the UUID is the identity.
    .$call((b) => (t.postgres ? b : b.addColumn('seq', 'integer', (c) => c.primaryKey())))
    .addColumn('id', 'text', (c) => (t.postgres ? c.primaryKey() : c.notNull().unique()))
    .addColumn('quote_number', 'text', (c) => c.notNull().unique())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text')
    .addColumn('customer_phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', STATUSES)))
    .addColumn('expiry_date', 'text')
    // The expiry as the list sorts it: a quote without one sorts after every date.
    .addColumn('expiry_key', 'text', (c) => c.notNull())
    .addColumn('margin_tenths', 'integer', (c) => c.notNull())
    .addColumn('vat_tenths', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('ticket_id', 'text', (c) => c.references('tickets.id').onDelete('set null'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('taxable_cents', big, (c) => c.notNull())
    .addColumn('vat_cents', big, (c) => c.notNull())
    .addColumn('total_cents', big, (c) => c.notNull())
    .addColumn('margin_cents', big, (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['quotes_created_idx', ['created_at', 'id']],
    ['quotes_total_idx', ['total_cents', 'id']],
    ['quotes_expiry_idx', ['expiry_key', 'id']],
    ['quotes_status_idx', ['status', 'created_at', 'id']],
    ['quotes_ticket_idx', ['ticket_id']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('quotes')
      .columns([...columns])
      .execute();
  await createSearchIndex(db, 'quotes', t.postgres);

  await db.schema
    .createTable('quote_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_cost_cents', big, (c) => c.notNull().check(sql`unit_cost_cents >= 0`))
    .addColumn('unit_price_cents', big, (c) => c.notNull())
    .addColumn('line_total_cents', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quote_items_quote_idx')
    .on('quote_items')
    .columns(['quote_id', 'position'])
    .execute();

  await db.schema
    .createTable('quote_status_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    // 1, 2, 3… per quote: the order of changes made within one millisecond.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('via', 'text', (c) => c.notNull().check(oneOf('via', ['staff', 'public'])))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quote_status_history_quote_idx')
    .on('quote_status_history')
    .columns(['quote_id', 'seq'])
    .unique()
    .execute();

  // The customer's one answer from the public page: what, when, from where (address key).
  await db.schema
    .createTable('quote_answers')
    .addColumn('quote_id', 'text', (c) =>
      c.primaryKey().references('quotes.id').onDelete('cascade'),
    )
    .addColumn('answer', 'text', (c) => c.notNull().check(oneOf('answer', ['accept', 'refuse'])))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('answered_at', t.instant, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  await db.schema.dropTable('quote_answers').execute();
  await db.schema.dropTable('quote_status_history').execute();
  await db.schema.dropTable('quote_items').execute();
  await dropSearchIndex(db, 'quotes', postgres);
  await db.schema.dropTable('quotes').execute();
  await db.schema.alterTable('stock_movements').addColumn('quote_id', 'text').execute();
}
