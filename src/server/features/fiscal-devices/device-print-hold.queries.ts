import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Kysely only: which receipt prints on the RT now (one at a time, across server processes). */

export function selectPrintHold(db: Kysely<DB>, deviceId: string) {
  return db
    .selectFrom('fiscal_devices')
    .select(['print_holder', 'print_until'])
    .where('id', '=', deviceId)
    .executeTakeFirst();
}

/** Takes the RT for `receiptId` when it is free, its hold ran out, or it is already this one's. */
export async function claimPrintHold(
  db: Kysely<DB>,
  hold: { deviceId: string; receiptId: string; now: string; until: string },
): Promise<boolean> {
  const result = await db
    .updateTable('fiscal_devices')
    .set({ print_holder: hold.receiptId, print_until: hold.until })
    .where('id', '=', hold.deviceId)
    .where((eb) =>
      eb.or([
        eb('print_holder', 'is', null),
        eb('print_until', '<', hold.now),
        eb('print_holder', '=', hold.receiptId),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends this receipt's hold: `holder` null frees the RT; another holder (with `until` now) leaves it
 * to be settled by the next printer first.
 */
export async function endPrintHold(
  db: Kysely<DB>,
  hold: { deviceId: string; receiptId: string; holder: string | null; until: string | null },
) {
  await db
    .updateTable('fiscal_devices')
    .set({ print_holder: hold.holder, print_until: hold.until })
    .where('id', '=', hold.deviceId)
    .where('print_holder', '=', hold.receiptId)
    .execute();
}
