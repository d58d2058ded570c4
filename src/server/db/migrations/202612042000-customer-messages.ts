import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Settings → Messaggi ai clienti: a row per ticket status whose texts the admin saved (a status
 * with no row sends the default texts), the reminders' numbers (one row, none: the defaults) and
 * each reminder sent, unique per cycle and number so that no instance sends one twice; the
 * ticket notes that record them are marked automatic.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('customer_messages')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull().check(sql`enabled in (0, 1)`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('whatsapp', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('customer_reminder_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('ready_after_days', 'integer', (c) => c.notNull())
    .addColumn('ready_every_days', 'integer', (c) => c.notNull())
    .addColumn('ready_max', 'integer', (c) => c.notNull())
    .addColumn('quote_after_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('customer_reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('ready', 'quote')`))
    .addColumn('ticket_id', 'text', (c) => c.references('tickets.id').onDelete('cascade'))
    .addColumn('quote_id', 'text', (c) => c.references('quotes.id').onDelete('cascade'))
    // ready: the history entry that put the ticket in Pronto per il ritiro (a new stay starts
    // a new count); quote: the quote itself (one reminder).
    .addColumn('anchor', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    /** The Rome day it was sent. */
    .addColumn('sent_on', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addUniqueConstraint('customer_reminders_once', ['kind', 'anchor', 'seq'])
    .execute();
  await db.schema
    .createIndex('customer_reminders_ticket_idx')
    .on('customer_reminders')
    .column('ticket_id')
    .execute();
  // A reminder is noted on the ticket by nobody: the page says so instead of 'Account eliminato'.
  await db.schema
    .alterTable('ticket_notes')
    .addColumn('automatic', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('customer_reminders_quote_idx')
    .on('customer_reminders')
    .column('quote_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_notes').dropColumn('automatic').execute();
  await db.schema.dropTable('customer_reminders').execute();
  await db.schema.dropTable('customer_reminder_settings').execute();
  await db.schema.dropTable('customer_messages').execute();
}
