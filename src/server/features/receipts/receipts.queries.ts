import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { FiscalReceiptsTable } from '../../db/tables/fiscal-tables';

/** Kysely only: documenti commerciali and their printing state. */

export async function insertReceipt(db: Kysely<DB>, row: Insertable<FiscalReceiptsTable>) {
  await db.insertInto('fiscal_receipts').values(row).execute();
}

export function selectReceipt(db: Kysely<DB>, id: string) {
  return db.selectFrom('fiscal_receipts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the job: only a receipt not yet emitted whose lease has run out (or never began), so two
 * workers — a request and the sweep, or two servers — never send the same document together.
 */
export async function leaseReceipt(db: Kysely<DB>, id: string, now: string, until: string) {
  const res = await db
    .updateTable('fiscal_receipts')
    .set({ status: 'in_stampa', lease_until: until, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('status', 'in', ['da_emettere', 'in_stampa', 'errore'])
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return res.numUpdatedRows === 1n;
}

export async function updateReceipt(
  db: Kysely<DB>,
  id: string,
  patch: Updateable<FiscalReceiptsTable>,
) {
  await db.updateTable('fiscal_receipts').set(patch).where('id', '=', id).execute();
}

/** Receipts a restart or an outage left behind, oldest first. */
export function selectPendingReceiptIds(db: Kysely<DB>, now: string, limit: number) {
  return db
    .selectFrom('fiscal_receipts')
    .select('id')
    .where('status', 'in', ['da_emettere', 'in_stampa'])
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
