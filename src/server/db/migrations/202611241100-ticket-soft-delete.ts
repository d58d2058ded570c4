import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * A deleted ticket is kept 30 days with who deleted it and when, so an admin can answer "who
 * deleted FM-2026-03-0042?" and restore it; a daily job purges it after that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('tickets').addColumn('deleted_at', t.instant).execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('deleted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // Only deleted rows: the admin's list and the purge read it; live lists never carry it.
  await db.schema
    .createIndex('tickets_deleted_idx')
    .on('tickets')
    .column('deleted_at')
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tickets_deleted_idx').execute();
  await db.schema.alterTable('tickets').dropColumn('deleted_by').execute();
  await db.schema.alterTable('tickets').dropColumn('deleted_at').execute();
}
