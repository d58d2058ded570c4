import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/** The e-mail outbox: every notification is a row here before it is an SMTP conversation. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('ticket_id', 'text')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.instant, (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('locked_until', t.instant)
    .addColumn('lease_id', 'text')
    .addColumn('sent_at', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addCheckConstraint(
      'outbox_status_check',
      sql`status in ('pending', 'sending', 'sent', 'failed', 'held')`,
    )
    .execute();
  // The worker's pick: due pending rows and expired 'sending' leases.
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  // The admin list: newest first, keyset-paginated.
  await db.schema
    .createIndex('outbox_created_idx')
    .on('outbox')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
