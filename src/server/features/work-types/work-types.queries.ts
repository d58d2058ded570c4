import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema';

/** Work types in Kysely, each with the count of the entries logged with it. */
function withLogCount(db: Kysely<DB>) {
  return db
    .selectFrom('work_types as w')
    .select(['w.id', 'w.name', 'w.price_cents', 'w.created_at', 'w.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('work_logs as l')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('l.work_type_id', '=', 'w.id')
        .as('log_count'),
    );
}
export type WorkTypeRow = Awaited<ReturnType<ReturnType<typeof withLogCount>['execute']>>[number];

/** Every work type by name: a shop has tens (SPEC §7 "select ordered by name"). */
export const selectWorkTypes = (db: Kysely<DB>) =>
  withLogCount(db).orderBy('w.name').orderBy('w.id').execute();

export const selectWorkType = (db: Kysely<DB>, id: string) =>
  withLogCount(db).where('w.id', '=', id).executeTakeFirst();

export const insertWorkType = (db: Kysely<DB>, row: Insertable<DB['work_types']>) =>
  db.insertInto('work_types').values(row).execute();

export const updateWorkTypeRow = (db: Kysely<DB>, id: string, set: Updateable<DB['work_types']>) =>
  db.updateTable('work_types').set(set).where('id', '=', id).execute();

/** The database's RESTRICT refuses it while entries use the type. */
export const deleteWorkTypeRow = (db: Kysely<DB>, id: string) =>
  db.deleteFrom('work_types').where('id', '=', id).execute();

/** The type's current price in cents, for a new entry; null when the type does not exist. */
export async function workTypePriceCents(db: Kysely<DB>, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('work_types')
    .select('price_cents')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Number(row.price_cents) : null;
}
