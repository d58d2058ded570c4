import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The SDI channel (decision 045): its one settings row, one row per send of an invoice's file (the
 * persistent queue, with lease and backoff), and every notification the SDI sent back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('sdi_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('manuale'))
    .addColumn('base_url', 'text')
    .addColumn('credentials_sealed', 'text')
    .addColumn('webhook_secret_sealed', 'text')
    .addColumn('send_on_issue', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createTable('sdi_transmissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('xml', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.instant, (c) => c.notNull())
    .addColumn('lease_until', t.instant)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addCheckConstraint(
      'sdi_transmissions_state_check',
      sql`state in ('in_coda', 'inviata', 'consegnata', 'mancata_consegna', 'scartata', 'decorrenza_termini')`,
    )
    .execute();
  await db.schema
    .createIndex('sdi_transmissions_invoice_idx')
    .on('sdi_transmissions')
    .columns(['invoice_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sdi_transmissions_due_idx')
    .on('sdi_transmissions')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('sdi_transmissions_provider_idx')
    .on('sdi_transmissions')
    .column('provider_id')
    .execute();
  await db.schema
    .createTable('sdi_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_notification_id', 'text', (c) => c.notNull().unique())
    .addColumn('transmission_id', 'text', (c) =>
      c.notNull().references('sdi_transmissions.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('errors', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('file_name', 'text')
    .addColumn('file', 'text')
    .addColumn('received_at', t.instant, (c) => c.notNull())
    .addCheckConstraint(
      'sdi_notifications_type_check',
      sql`type in ('RC', 'NS', 'MC', 'NE', 'DT', 'AT')`,
    )
    .execute();
  await db.schema
    .createIndex('sdi_notifications_transmission_idx')
    .on('sdi_notifications')
    .column('transmission_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sdi_notifications').execute();
  await db.schema.dropTable('sdi_transmissions').execute();
  await db.schema.dropTable('sdi_settings').execute();
}
