import type { Insertable, Kysely, Transaction } from 'kysely';
import { afterKey } from '../../db/keyset';
import type { DB } from '../../db/schema';
import type { CustomerEventTable } from '../../db/tables/customer-tables';

/** Kysely only: a customer's log (customer_events). */
type Db = Kysely<DB> | Transaction<DB>;

export async function insertEvent(db: Db, row: Insertable<CustomerEventTable>) {
  await db.insertInto('customer_events').values(row).execute();
}

/** One page, newest first, with the name of who did it. */
export function selectEvents(
  db: Db,
  customerId: string,
  page: { limit: number; after?: readonly [string, string] },
) {
  let select = db
    .selectFrom('customer_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.kind', 'e.user_id', 'u.name as user_name', 'e.details', 'e.created_at'])
    .where('e.customer_id', '=', customerId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(page.limit);
  if (page.after) select = select.where(afterKey(['e.created_at', 'e.id'], page.after, 'desc'));
  return select.execute();
}
export type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

/** A merged customer's log joins the kept one's, so nothing recorded is lost with the row. */
export async function moveEvents(trx: Transaction<DB>, fromId: string, toId: string) {
  await trx
    .updateTable('customer_events')
    .set({ customer_id: toId })
    .where('customer_id', '=', fromId)
    .execute();
}

export function eventDetails(trx: Transaction<DB>, customerId: string) {
  return trx
    .selectFrom('customer_events')
    .select(['id', 'details'])
    .where('customer_id', '=', customerId)
    .execute();
}

export async function setEventDetails(trx: Transaction<DB>, id: string, details: string | null) {
  await trx.updateTable('customer_events').set({ details }).where('id', '=', id).execute();
}
