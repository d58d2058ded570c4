import type { Kysely } from 'kysely';
import { RESENDABLE_STATUSES } from '../../shared/outbox';
import type { DB } from '../db/schema';

/**
 * An admin's resend from the outbox page: failed and held messages back in the queue. The mail
 * layer owns the outbox table; the page's feature asks here.
 */

/** Back to 'pending', due now, with a fresh count of attempts and no lease. */
const requeued = (now: string) =>
  ({
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    last_error: null,
    locked_until: null,
    lease_id: null,
    updated_at: now,
  }) as const;

/** Puts one failed or held message back in the queue; false if it is not one of those. */
export async function requeueMessage(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set(requeued(now))
    .where('id', '=', id)
    .where('status', 'in', RESENDABLE_STATUSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every failed and held message back in the queue in one statement; returns how many. */
export async function requeueAllResendable(db: Kysely<DB>, now: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set(requeued(now))
    .where('status', 'in', RESENDABLE_STATUSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
