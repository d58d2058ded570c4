import type { Kysely } from 'kysely';

/**
 * What was issued stays as it was sent (decision 035): an issued invoice keeps its XML file and
 * name, its figures (lines, summaries, totals, as JSON) and its payment details, and every later
 * read serves them. The invoices issued before get theirs right after the migrations, before the
 * server answers (services.ts: the XML writer is the invoices feature's, which this layer does not
 * import), written as they were then.
 */
const COLUMNS = ['issued_xml', 'issued_file_name', 'issued_totals', 'payment_details'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite adds one at a time.
  for (const column of COLUMNS)
    await db.schema.alterTable('invoices').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('invoices').dropColumn(column).execute();
}
