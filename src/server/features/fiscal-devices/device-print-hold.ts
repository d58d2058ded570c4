import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { claimPrintHold, endPrintHold, selectPrintHold } from './device-print-hold.queries';

/**
 * One print at a time on an RT, whichever process prints (decision 046): "ask the RT for its last
 * document" only tells whose print it was when nobody else printed since. A receipt holds the
 * device while it prints; a holder whose process died leaves its name, and the next printer
 * settles that receipt against the RT before printing anything.
 */

const POLL_MS = 50;

/**
 * Waits (up to `waitMs`) for the RT and takes it for `receiptId`. Answers the receipt that held
 * it before and never said how its print ended (null when none), or null for the whole answer
 * when the RT stayed busy.
 */
export async function holdDeviceForPrint(
  db: Kysely<DB>,
  hold: { deviceId: string; receiptId: string; now: () => Date; holdMs: number; waitMs: number },
): Promise<{ unsettled: string | null } | null> {
  for (let waited = 0; waited <= hold.waitMs; waited += POLL_MS) {
    const seen = await selectPrintHold(db, hold.deviceId);
    const now = hold.now();
    const taken = await claimPrintHold(db, {
      deviceId: hold.deviceId,
      receiptId: hold.receiptId,
      now: now.toISOString(),
      until: new Date(now.getTime() + hold.holdMs).toISOString(),
    });
    if (taken) {
      const before = seen?.print_holder ?? null;
      return { unsettled: before && before !== hold.receiptId ? before : null };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

/** The print's outcome is known: the RT is free for the next one. */
export function releaseDevice(db: Kysely<DB>, deviceId: string, receiptId: string) {
  return endPrintHold(db, { deviceId, receiptId, holder: null, until: null });
}

/**
 * The print's outcome is not known (the RT stopped answering): `holder` keeps the RT, its hold
 * already over, so the next printer first asks the RT whether that receipt printed.
 */
export function leaveUnsettled(
  db: Kysely<DB>,
  hold: { deviceId: string; receiptId: string; holder: string; now: Date },
) {
  return endPrintHold(db, { ...hold, until: hold.now.toISOString() });
}
