import { type Kysely, sql } from 'kysely';

/**
 * The payment terms of a supplier invoice (`DatiPagamento/DettaglioPagamento`): a JSON array of
 * { method, due_date, amount_cents }, empty for invoices imported before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('supplier_invoices')
    .addColumn('payments', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('supplier_invoices').dropColumn('payments').execute();
}
