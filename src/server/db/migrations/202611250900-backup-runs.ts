import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Every backup the app made, automatic or asked for: Settings shows the last ones with
 * their result, and `day_key` (the Rome day of an automatic run) lets only one process make the
 * day's automatic backup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('auto', 'manual')`))
    .addColumn('day_key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('running', 'ok', 'failed')`),
    )
    .addColumn('started_at', t.instant, (c) => c.notNull())
    .addColumn('finished_at', t.instant)
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('size_bytes', 'bigint')
    .addColumn('error', 'text')
    .addColumn('requested_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('backup_runs_started_idx')
    .on('backup_runs')
    .column('started_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
