import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * What a shop records at the counter: IMEI or serial number, the accessories left with
 * the device (a JSON array of fixed keys plus free text), its condition, the deposit (cents) and
 * the promised ready date; and the staff-only internal notes, which no public surface reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const columns: [string, 'text' | 'integer'][] = [
    ['imei', 'text'],
    ['accessories', 'text'],
    ['accessories_note', 'text'],
    ['intake_condition', 'text'],
    ['expected_ready_date', 'text'],
  ];
  for (const [name, type] of columns) {
    await db.schema.alterTable('tickets').addColumn(name, type).execute();
  }
  await db.schema
    .alterTable('tickets')
    .addColumn('deposit_cents', 'integer', (c) => c.check(sql`deposit_cents >= 0`))
    .execute();
  // "In ritardo" reads only tickets with a promised date; most have none.
  await db.schema
    .createIndex('tickets_expected_ready_idx')
    .on('tickets')
    .column('expected_ready_date')
    .where(sql.ref('expected_ready_date'), 'is not', null)
    .execute();

  await db.schema
    .createTable('ticket_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant)
    .execute();
  await db.schema
    .createIndex('ticket_notes_ticket_idx')
    .on('ticket_notes')
    .columns(['ticket_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_notes').execute();
  await db.schema.dropIndex('tickets_expected_ready_idx').execute();
  for (const name of [
    'deposit_cents',
    'expected_ready_date',
    'intake_condition',
    'accessories_note',
    'accessories',
    'imei',
  ]) {
    await db.schema.alterTable('tickets').dropColumn(name).execute();
  }
}
