import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { createSearchIndex, dropSearchIndex } from '../search-index';

/**
 * Tickets with their numbering counters, attachments, status history and the notification events
 * the mailer delivers. The status list is written out here, not imported: a migration must keep
 * meaning what it meant when it ran.
 */
const STATUSES = [
  'Ticket inserito',
  'In assegnazione al tecnico',
  'In lavorazione',
  'Parti ordinate',
  'Preventivo inviato',
  'Preventivo accettato',
  'Rifiutato',
  'Pronto per il ritiro',
  'Chiuso',
];
const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('tickets')
    // SQLite: an INTEGER PRIMARY KEY is a stable rowid (VACUUM keeps it), which the full-text
    // index below refers to; the UUID stays the ticket's identity on both engines.
    .$call((b) => (t.postgres ? b : b.addColumn('seq', 'integer', (c) => c.primaryKey())))
    .addColumn('id', 'text', (c) => (t.postgres ? c.primaryKey() : c.notNull().unique()))
    .addColumn('ticket_number', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('Ticket inserito').check(oneOf('status', STATUSES)),
    )
    .addColumn('priority', 'text', (c) =>
      c
        .notNull()
        .defaultTo('medium')
        .check(oneOf('priority', ['low', 'medium', 'high'])),
    )
    // The rank "sort by priority" uses; derived by the database so it can never disagree.
    .addColumn('priority_rank', 'integer', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`case priority when 'low' then 1 when 'medium' then 2 else 3 end`)
        .stored(),
    )
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text')
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.check(sql`price_cents >= 0`))
    .addColumn('password', 'text')
    .addColumn('purchase_date', 'text')
    .addColumn('order_id', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('assigned_to', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_via', 'text', (c) =>
      c
        .notNull()
        .defaultTo('staff')
        .check(oneOf('created_via', ['staff', 'public'])),
    )
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    // Lowercased, accent-free copy of the searchable fields, written by the service.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();

  // Keyset pagination walks these in either direction.
  await db.schema
    .createIndex('tickets_created_idx')
    .on('tickets')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('tickets_priority_idx')
    .on('tickets')
    .columns(['priority_rank', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('tickets_status_idx')
    .on('tickets')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('tickets_user_id_idx').on('tickets').column('user_id').execute();
  await db.schema
    .createIndex('tickets_assigned_to_idx')
    .on('tickets')
    .column('assigned_to')
    .execute();
  await createSearchIndex(db, 'tickets', t.postgres);

  await db.schema
    .createTable('ticket_counters')
    .addColumn('period', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ticket_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('file_type', 'text', (c) =>
      c.notNull().check(oneOf('file_type', ['image', 'video'])),
    )
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_attachments_ticket_idx')
    .on('ticket_attachments')
    .columns(['ticket_id', 'uploaded_at'])
    .execute();

  await db.schema
    .createTable('ticket_status_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_status_history_ticket_idx')
    .on('ticket_status_history')
    .columns(['ticket_id', 'changed_at'])
    .execute();

  // No foreign key: an event about a ticket deleted since is still delivered or discarded.
  await db.schema
    .createTable('notification_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(oneOf('type', ['ticket_created', 'ticket_status_changed'])),
    )
    .addColumn('ticket_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('processed_at', t.instant)
    .execute();
  await db.schema
    .createIndex('notification_events_pending_idx')
    .on('notification_events')
    .columns(['processed_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await dropSearchIndex(db, 'tickets', t.postgres);
  for (const table of [
    'notification_events',
    'ticket_status_history',
    'ticket_attachments',
    'ticket_counters',
    'tickets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
