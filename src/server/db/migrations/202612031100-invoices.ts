import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { createSearchIndex, dropSearchIndex } from '../search-index';

/**
 * Invoices (CHECKOUT "Invoices"): the invoice with the customer's fiscal data copied onto it
 * (the snapshot an issued invoice keeps for ten years), its lines, one number counter per year
 * (with the date of the last issue, so numbers and dates only move forward together), and the
 * shop's invoicing settings in one row with the progressive of the XML file names. `transmission`
 * is kept for sending to the SDI through an intermediary, which Sportello does not do yet.
 * The codes are written out here: a migration keeps meaning what it meant.
 */
const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const big = t.postgres ? 'bigint' : 'integer';

  await db.schema
    .createTable('invoicing_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('company_name', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('vat_number', 'text')
    .addColumn('tax_code', 'text')
    .addColumn('regime_fiscale', 'text', (c) => c.notNull().defaultTo('RF01'))
    .addColumn('street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('province', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('IT'))
    .addColumn('rea_office', 'text')
    .addColumn('rea_number', 'text')
    .addColumn('iban', 'text')
    .addColumn('pec', 'text')
    .addColumn('default_vat_hundredths', 'integer', (c) => c.notNull().defaultTo(2200))
    .addColumn('number_pattern', 'text', (c) => c.notNull().defaultTo('{n}/{yyyy}'))
    // The next XML file's progressive (base 36 in the name): given out by the issue.
    .addColumn('next_file_progressive', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', t.instant)
    .execute();
  await sql`insert into invoicing_settings (id) values (1)`.execute(db);

  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addColumn('last_date', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoices')
    .$call((b) => (t.postgres ? b : b.addColumn('seq', 'integer', (c) => c.primaryKey())))
    .addColumn('id', 'text', (c) => (t.postgres ? c.primaryKey() : c.notNull().unique()))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['TD01', 'TD04'])))
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ['bozza', 'emessa'])))
    .addColumn('transmission', 'text')
    .addColumn('number', 'text')
    .addColumn('number_year', 'integer')
    .addColumn('number_seq', 'integer')
    .addColumn('issue_date', 'text')
    // Drafts first (newest first), then by year and number: 'Z' + created, 'I' + year + number.
    .addColumn('sort_key', 'text', (c) => c.notNull())
    .addColumn('file_progressive', 'text')
    .addColumn('customer_id', 'text', (c) => c.references('customers.id'))
    .addColumn('customer_kind', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_first_name', 'text')
    .addColumn('customer_last_name', 'text')
    .addColumn('customer_company_name', 'text')
    .addColumn('customer_tax_code', 'text')
    .addColumn('customer_vat_number', 'text')
    .addColumn('customer_sdi_code', 'text')
    .addColumn('customer_pec', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('customer_street', 'text')
    .addColumn('customer_postal_code', 'text')
    .addColumn('customer_city', 'text')
    .addColumn('customer_province', 'text')
    .addColumn('customer_country', 'text', (c) => c.notNull())
    // The shop's invoicing data as issued (JSON): the XML of an old invoice never changes.
    .addColumn('seller', 'text')
    .addColumn('ticket_id', 'text', (c) => c.references('tickets.id').onDelete('set null'))
    .addColumn('quote_id', 'text', (c) => c.references('quotes.id').onDelete('set null'))
    .addColumn('pc_build_id', 'text', (c) => c.references('pc_builds.id').onDelete('set null'))
    .addColumn('related_invoice_id', 'text', (c) => c.references('invoices.id'))
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_due_date', 'text')
    .addColumn('notes', 'text')
    .addColumn('taxable_cents', big, (c) => c.notNull())
    .addColumn('vat_cents', big, (c) => c.notNull())
    .addColumn('stamp_duty_cents', big, (c) => c.notNull())
    .addColumn('total_cents', big, (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  for (const [name, columns, unique] of [
    ['invoices_number_idx', ['number_year', 'number_seq'], true],
    ['invoices_file_idx', ['file_progressive'], true],
    ['invoices_sort_idx', ['sort_key', 'id'], false],
    ['invoices_issue_date_idx', ['issue_date', 'number_seq'], false],
    ['invoices_customer_idx', ['customer_id', 'created_at'], false],
    ['invoices_ticket_idx', ['ticket_id'], false],
    ['invoices_quote_idx', ['quote_id'], false],
    ['invoices_pc_build_idx', ['pc_build_id'], false],
    ['invoices_related_idx', ['related_invoice_id'], false],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('invoices')
      .columns([...columns])
      .$call((b) => (unique ? b.unique() : b))
      .execute();
  }
  await createSearchIndex(db, 'invoices', t.postgres);

  await db.schema
    .createTable('invoice_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) =>
      c.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity_hundredths', 'integer', (c) =>
      c.notNull().check(sql`quantity_hundredths > 0`),
    )
    .addColumn('unit_price_cents', big, (c) => c.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn('price_includes_vat', t.bool, (c) => c.notNull())
    .addColumn('vat_rate_hundredths', 'integer', (c) => c.notNull())
    .addColumn('natura', 'text')
    .addColumn('discount_hundredths', 'integer')
    .addColumn('line_total_cents', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_lines_invoice_idx')
    .on('invoice_lines')
    .columns(['invoice_id', 'position'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  await db.schema.dropTable('invoice_lines').execute();
  await dropSearchIndex(db, 'invoices', postgres);
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema.dropTable('invoicing_settings').execute();
}
