import type { Kysely } from 'kysely';
import { type OutboxStatus, RESENDABLE_STATUSES } from '../../../shared/outbox';
import type { DB } from '../../db/schema';
import { OUTBOX_LIST_COLUMNS } from './outbox.presenter';

/** Newest first, after the (created_at, id) cursor when there is one; one row more than asked. */
export function outboxPage(
  db: Kysely<DB>,
  page: { limit: number; status?: OutboxStatus; after?: [string, string] },
) {
  let select = db
    .selectFrom('outbox')
    .select(OUTBOX_LIST_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit + 1);
  if (page.status) select = select.where('status', '=', page.status);
  const after = page.after;
  if (after) {
    select = select.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after[0], after[1])),
    );
  }
  return select.execute();
}

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

/** Puts one failed or held message back in the queue; undefined if it is not one of those. */
export function requeueMessage(db: Kysely<DB>, id: string, now: string) {
  return db
    .updateTable('outbox')
    .set(requeued(now))
    .where('id', '=', id)
    .where('status', 'in', RESENDABLE_STATUSES)
    .returning(OUTBOX_LIST_COLUMNS)
    .executeTakeFirst();
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

export async function messageExists(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db.selectFrom('outbox').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
