import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * One row per run of a scheduled job and period (a Rome day, an hour): the process that inserts
 * it (or takes it over once its lease has run out) runs the job, every other instance skips it, so
 * each schedule runs once across any number of instances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('scheduled_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('lease_until', t.instant, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('finished_at', t.instant)
    .addPrimaryKeyConstraint('scheduled_runs_pk', ['job', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_runs').execute();
}
