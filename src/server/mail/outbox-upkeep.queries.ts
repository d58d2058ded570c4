import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isDue } from './outbox.queries';

export const HELD_REASON = 'Server di posta non configurato: impostalo in Impostazioni → E-mail';

/** Without a mail server nothing can leave: due messages are parked as 'held' for an admin to see. */
export async function holdDueMessages(db: Kysely<DB>, now: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'held', last_error: HELD_REASON, updated_at: now })
    .where((eb) => isDue(eb, now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * A mail server is set now: what was held for want of it goes back in the queue, if it was queued
 * after `since`. Older messages stay held (a months-old "ticket received" would confuse the
 * customer); the admin can still send them with "resend failed".
 */
export async function releaseHeldMessages(
  db: Kysely<DB>,
  window: { now: string; since: string },
): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({
      status: 'pending',
      last_error: null,
      next_attempt_at: window.now,
      updated_at: window.now,
    })
    .where('status', '=', 'held')
    .where('created_at', '>=', window.since)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Retention: delivered messages older than `before` go; failed and held ones stay for admins. */
export async function pruneSentMessages(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
