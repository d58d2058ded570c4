import type { Kysely } from 'kysely';
import { storeMissingIssuedFiles } from '../../features/invoices/invoice-stored-files';
import type { DB } from '../schema';

/**
 * What was issued stays as it was sent (decision 035): an issued invoice keeps its XML file and
 * name, its figures (lines, summaries, totals, as JSON) and its payment details, and every later
 * read serves them. The invoices issued before get theirs now, written as they were then (one
 * DettaglioPagamento with the invoice's method for the whole total).
 */
const COLUMNS = ['issued_xml', 'issued_file_name', 'issued_totals', 'payment_details'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite adds one at a time.
  for (const column of COLUMNS)
    await db.schema.alterTable('invoices').addColumn(column, 'text').execute();
  await storeMissingIssuedFiles(db as unknown as Kysely<DB>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('invoices').dropColumn(column).execute();
}
