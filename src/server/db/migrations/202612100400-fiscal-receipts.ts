import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The shop's registratore telematico and the documenti commerciali printed on it (decision 046).
 * A receipt keeps the request it will send (`document`, JSON) so a retry after a restart prints
 * exactly what was recorded with the payment, and the RT's last document read just before sending
 * (`before_z_number`, `before_document_number`), so a retry first asks whether it already printed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('fiscal_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('protocol', 'text', (c) =>
      c.notNull().check(sql`protocol in ('epson_fpmate', 'custom_xml', 'rch_xml')`),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('timeout_ms', 'integer', (c) => c.notNull().defaultTo(10000))
    .addColumn('operator', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('departments', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('tenders', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('serial', 'text')
    .addColumn('enabled', t.bool, (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('fiscal_receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull().references('fiscal_devices.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('vendita', 'reso', 'annullo')`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('da_emettere', 'in_stampa', 'emesso', 'errore')`),
    )
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('payment_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('ticket_id', 'text')
    .addColumn('sale_id', 'text')
    .addColumn('related_receipt_id', 'text', (c) => c.references('fiscal_receipts.id'))
    .addColumn('reason', 'text')
    .addColumn('rt_serial', 'text')
    .addColumn('z_number', 'integer')
    .addColumn('document_number', 'integer')
    .addColumn('rt_date', 'text')
    .addColumn('before_z_number', 'integer')
    .addColumn('before_document_number', 'integer')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', t.instant)
    .addColumn('emitted_at', t.instant)
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await sql`create index fiscal_receipts_pending_idx on fiscal_receipts (status, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fiscal_receipts').execute();
  await db.schema.dropTable('fiscal_devices').execute();
}
