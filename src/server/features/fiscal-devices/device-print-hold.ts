import type { Kysely } from 'kysely';
import { FISCAL_DEVICE_MESSAGES } from '../../../shared/receipts/fiscal-devices';
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

/**
 * How long a print may hold the RT and how long the next one waits for it: a print asks the RT
 * at most three times, each within the device's deadline, so a holder that died frees the RT
 * after that, and a printer waits as long before saying it is busy.
 */
export const holdWindow = (timeoutMs: number) => ({
  holdMs: 3 * timeoutMs + 1000,
  waitMs: 3 * timeoutMs + 1000,
});

export type HeldResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * X, Z, *Apri cassetto* and the courtesy copy hold the RT like a receipt does, so none of them
 * falls between a receipt's "last document" question and its print (a Z there would renumber
 * the day under the receipt). A receipt left unsettled keeps the RT: its own retry settles it
 * before anything else is sent, so the work is refused meanwhile.
 */
export async function withDeviceHeld<T>(
  db: Kysely<DB>,
  device: { id: string; timeoutMs: number },
  now: () => Date,
  work: () => Promise<T>,
): Promise<HeldResult<T>> {
  const holder = crypto.randomUUID();
  const hold = await holdDeviceForPrint(db, {
    deviceId: device.id,
    receiptId: holder,
    now,
    ...holdWindow(device.timeoutMs),
  });
  if (!hold) return { ok: false, reason: FISCAL_DEVICE_MESSAGES.busy };
  if (hold.unsettled) {
    await leaveUnsettled(db, {
      deviceId: device.id,
      receiptId: holder,
      holder: hold.unsettled,
      now: now(),
    });
    return { ok: false, reason: FISCAL_DEVICE_MESSAGES.unsettled };
  }
  try {
    return { ok: true, value: await work() };
  } finally {
    await releaseDevice(db, device.id, holder);
  }
}
