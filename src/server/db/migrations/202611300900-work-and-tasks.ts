import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { createSearchIndex, dropSearchIndex } from '../search-index';

/**
 * Work management and the task board (MODULES "Work management", "Tasks"). A work log
 * keeps the unit price it was logged at (a later price change does not rewrite past pay); its
 * type and its owner cannot be deleted under it (RESTRICT: accounts are disabled, never deleted).
 * The statuses and priorities are written out here: a migration keeps meaning what it meant.
 */
const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const big = t.postgres ? 'bigint' : 'integer';
  await db.schema
    .createTable('work_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', big, (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('work_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('work_type_id', 'text', (c) =>
      c.notNull().references('work_types.id').onDelete('restrict'),
    )
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_price_cents', big, (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  // A person's day or month (everyone), everyone's (admins), and the delete check of a type. The
  // first two carry what the period's sums read, so the totals never visit the table (covering).
  const sums = ['work_type_id', 'quantity', 'unit_price_cents'];
  for (const [name, columns] of [
    ['work_logs_user_date_idx', ['user_id', 'date', 'id', ...sums]],
    ['work_logs_date_idx', ['date', 'id', 'user_id', ...sums]],
    ['work_logs_type_idx', ['work_type_id']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('work_logs')
      .columns([...columns])
      .execute();

  await db.schema
    .createTable('tasks')
    // SQLite: an INTEGER PRIMARY KEY rowid for the full-text index; the UUID is the identity.
    .$call((b) => (t.postgres ? b : b.addColumn('seq', 'integer', (c) => c.primaryKey())))
    .addColumn('id', 'text', (c) => (t.postgres ? c.primaryKey() : c.notNull().unique()))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('due_date', 'text')
    .addColumn('assigned_to', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(oneOf('status', ['Assegnato', 'In lavorazione', 'Ritardo', 'Terminato'])),
    )
    .addColumn('priority', 'text', (c) =>
      c.notNull().check(oneOf('priority', ['Normale', 'Media', 'Urgente'])),
    )
    // The board's order in one sortable text: priority rank, then the due date (none last).
    .addColumn('board_key', 'text', (c) => c.notNull())
    .addColumn('ticket_id', 'text', (c) => c.references('tickets.id').onDelete('set null'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['tasks_board_idx', ['board_key', 'id']],
    ['tasks_status_idx', ['status', 'board_key', 'id']],
    ['tasks_assignee_idx', ['assigned_to', 'board_key', 'id']],
    ['tasks_due_idx', ['due_date']],
    ['tasks_ticket_idx', ['ticket_id']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('tasks')
      .columns([...columns])
      .execute();
  await createSearchIndex(db, 'tasks', t.postgres);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  await dropSearchIndex(db, 'tasks', postgres);
  await db.schema.dropTable('tasks').execute();
  await db.schema.dropTable('work_logs').execute();
  await db.schema.dropTable('work_types').execute();
}
