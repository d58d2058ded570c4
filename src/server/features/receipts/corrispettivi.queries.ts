import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Kysely only: the documenti commerciali the corrispettivi register reads. */

/** Emitted documents whose RT answer came in [from, to) (instants), oldest first. */
export function selectEmittedBetween(db: Kysely<DB>, from: string, to: string) {
  return db
    .selectFrom('fiscal_receipts')
    .select(['id', 'kind', 'device_id', 'document', 'related_receipt_id', 'emitted_at'])
    .where('status', '=', 'emesso')
    .where('emitted_at', '>=', from)
    .where('emitted_at', '<', to)
    .orderBy('emitted_at')
    .orderBy('id')
    .execute();
}

/** The documents voids cite: what an annullo takes back. */
export function selectDocuments(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fiscal_receipts')
    .select(['id', 'device_id', 'document'])
    .where('id', 'in', ids)
    .execute();
}

/** Recorded in [from, to) but not emitted (yet): said beside the figures. */
export async function countNotEmitted(db: Kysely<DB>, from: string, to: string) {
  const row = await db
    .selectFrom('fiscal_receipts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '!=', 'emesso')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
