import type { Insertable, Kysely, Updateable } from 'kysely';
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

export function selectFiscalDevices(db: Kysely<DB>) {
  return db.selectFrom('fiscal_devices').selectAll().orderBy('created_at').execute();
}

/** Saves only over the version the admin saw; false when someone saved in between. */
export async function updateFiscalDeviceAtVersion(
  db: Kysely<DB>,
  id: string,
  version: number,
  columns: Updateable<FiscalDevicesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('fiscal_devices')
    .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The serial the device told the *Prova*. */
export async function updateFiscalDeviceSerial(db: Kysely<DB>, id: string, serial: string) {
  await db.updateTable('fiscal_devices').set({ serial }).where('id', '=', id).execute();
}

export async function deleteFiscalDevice(db: Kysely<DB>, id: string) {
  const result = await db.deleteFrom('fiscal_devices').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
