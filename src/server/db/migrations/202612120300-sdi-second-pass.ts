import { type Kysely, sql } from 'kysely';

/**
 * Decision 045, second pass. Each send of an invoice gets its number (1, 2, … in the order made):
 * two sends created in the same instant (a resend on a fast clock) stay in the order they were
 * made, which a random id cannot say. Unique per invoice, so two resends racing cannot both be
 * the second. Decision 044, second pass: a supplier invoice marked paid (date and means).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sdi_transmissions')
    .addColumn('send_number', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Existing sends numbered in the order they were listed until now (creation, then id).
  await sql`
    UPDATE sdi_transmissions SET send_number = (
      SELECT COUNT(*) FROM sdi_transmissions AS earlier
      WHERE earlier.invoice_id = sdi_transmissions.invoice_id
        AND (earlier.created_at < sdi_transmissions.created_at
          OR (earlier.created_at = sdi_transmissions.created_at AND earlier.id <= sdi_transmissions.id))
    )`.execute(db);
  await db.schema
    .createIndex('sdi_transmissions_invoice_send_number')
    .on('sdi_transmissions')
    .columns(['invoice_id', 'send_number'])
    .unique()
    .execute();
  await db.schema.alterTable('supplier_invoices').addColumn('paid_on', 'text').execute();
  await db.schema.alterTable('supplier_invoices').addColumn('paid_method', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('supplier_invoices').dropColumn('paid_method').execute();
  await db.schema.alterTable('supplier_invoices').dropColumn('paid_on').execute();
  await db.schema.dropIndex('sdi_transmissions_invoice_send_number').execute();
  await db.schema.alterTable('sdi_transmissions').dropColumn('send_number').execute();
}
