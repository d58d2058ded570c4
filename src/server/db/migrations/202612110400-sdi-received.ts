import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Supplier invoices the SDI channel received (decision 045): one row per intermediary's id, so a
 * file listed again (an answer lost, a second pass) is never imported twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('sdi_received_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull().unique())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('supplier_invoice_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('error', 'text')
    .addColumn('received_at', t.instant, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sdi_received_files').execute();
}
