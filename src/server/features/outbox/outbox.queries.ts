import type { Kysely } from 'kysely';
import type { OutboxStatus } from '../../../shared/outbox';
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

/** One message as the outbox page lists it; undefined when there is no such message. */
export function selectOutboxMessage(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('outbox')
    .select(OUTBOX_LIST_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function messageExists(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db.selectFrom('outbox').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
