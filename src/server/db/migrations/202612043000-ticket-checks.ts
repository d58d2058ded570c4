import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The device checks at intake and pickup and the customer's signatures (decision 029). Check
 * lists are appended, never edited, so every save stays in the ticket's history; a signature is
 * one row per ticket and stage (the unique index answers a second one with 409), its image a
 * stored file, its terms text kept in terms_versions like the public form's acceptance.
 */
const stageCheck = (column: string) => sql`${sql.ref(column)} in ('intake', 'pickup')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('checklist_templates')
    .ifNotExists()
    .addColumn('device_kind', 'text', (c) => c.primaryKey())
    // JSON [{key, label}], in the order the form shows them.
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ticket_checklists')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull().check(stageCheck('stage')))
    // JSON [{key, label, result, note}]
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recorded_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_checklists_ticket_idx')
    .ifNotExists()
    .on('ticket_checklists')
    .columns(['ticket_id', 'recorded_at'])
    .execute();
  await db.schema
    .createTable('ticket_signatures')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull().check(stageCheck('stage')))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('typed_name', 'text')
    // Null when the shop had no terms to sign under.
    .addColumn('terms_version', 'text')
    .addColumn('signed_at', t.instant, (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    // Null for the customer's own phone on the public form.
    .addColumn('signed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('ticket_signatures_stage_idx')
    .ifNotExists()
    .unique()
    .on('ticket_signatures')
    .columns(['ticket_id', 'stage'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_signatures').ifExists().execute();
  await db.schema.dropTable('ticket_checklists').ifExists().execute();
  await db.schema.dropTable('checklist_templates').ifExists().execute();
}
