import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FiscalDevicesTable } from '../../db/tables/fiscal-tables';

/** Kysely only: the RT's settings row. */

export async function insertFiscalDevice(db: Kysely<DB>, row: Insertable<FiscalDevicesTable>) {
  await db.insertInto('fiscal_devices').values(row).execute();
}

export function selectEnabledDevice(db: Kysely<DB>) {
  return db
    .selectFrom('fiscal_devices')
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}

export function selectFiscalDevice(db: Kysely<DB>, id: string) {
  return db.selectFrom('fiscal_devices').selectAll().where('id', '=', id).executeTakeFirst();
}
