import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { createSearchIndex, dropSearchIndex } from '../search-index';

/**
 * The customer register (CHECKOUT "Customers"): one row per person or company, with the fiscal
 * identity an invoice needs and the consents the law asks for; `customer_events` records what
 * was done to a customer (merge, privacy export, anonymisation). Tickets, quotes and PC builds
 * gain `customer_id`; their own customer fields stay what was typed that day (the snapshot).
 * The existing documents are linked by the next migration (the backfill).
 */
const DOCUMENTS = ['tickets', 'quotes', 'pc_builds'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('customers')
    // SQLite: an INTEGER PRIMARY KEY rowid for the full-text index; the UUID is the identity.
    .$call((b) => (t.postgres ? b : b.addColumn('seq', 'integer', (c) => c.primaryKey())))
    .addColumn('id', 'text', (c) => (t.postgres ? c.primaryKey() : c.notNull().unique()))
    .addColumn('kind', 'text', (c) =>
      c.notNull().defaultTo('privato').check(sql`kind in ('privato', 'azienda')`),
    )
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('company_name', 'text')
    .addColumn('display_name', 'text', (c) => c.notNull())
    // The folded name: sorting by it is the same on both engines, accents and case aside.
    .addColumn('sort_name', 'text', (c) => c.notNull())
    .addColumn('tax_code', 'text')
    .addColumn('vat_number', 'text')
    .addColumn('email', 'text')
    .addColumn('pec', 'text')
    .addColumn('sdi_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('phone2', 'text')
    .addColumn('street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('province', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('IT'))
    .addColumn('notes', 'text')
    .addColumn('privacy_ack_at', t.instant)
    .addColumn('marketing_consent', t.bool, (c) => c.notNull().defaultTo(sql.raw(t.falseValue)))
    .addColumn('marketing_consent_at', t.instant)
    .addColumn('to_review', t.bool, (c) => c.notNull().defaultTo(sql.raw(t.falseValue)))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('phone_key', 'text')
    .addColumn('email_key', 'text')
    .addColumn('last_activity_at', t.instant, (c) => c.notNull())
    .addColumn('anonymised_at', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const [name, columns] of [
    ['customers_name_idx', ['sort_name', 'id']],
    ['customers_display_name_idx', ['display_name']],
    ['customers_created_idx', ['created_at', 'id']],
    ['customers_activity_idx', ['last_activity_at', 'id']],
    ['customers_phone_key_idx', ['phone_key']],
    ['customers_email_key_idx', ['email_key']],
    ['customers_tax_code_idx', ['tax_code']],
    ['customers_vat_number_idx', ['vat_number']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('customers')
      .columns([...columns])
      .execute();
  }
  await createSearchIndex(db, 'customers', t.postgres);

  await db.schema
    .createTable('customer_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('details', 'text')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_events_customer_idx')
    .on('customer_events')
    .columns(['customer_id', 'created_at'])
    .execute();

  // No cascade: a customer with documents is not deleted (409), it is merged or anonymised.
  for (const table of DOCUMENTS) {
    await db.schema
      .alterTable(table)
      .addColumn('customer_id', 'text', (c) => c.references('customers.id'))
      .execute();
    await db.schema
      .createIndex(`${table}_customer_idx`)
      .on(table)
      .columns(['customer_id', 'created_at'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const table of DOCUMENTS) {
    await db.schema.dropIndex(`${table}_customer_idx`).execute();
    await db.schema.alterTable(table).dropColumn('customer_id').execute();
  }
  await db.schema.dropTable('customer_events').execute();
  await dropSearchIndex(db, 'customers', t.postgres);
  await db.schema.dropTable('customers').execute();
}
