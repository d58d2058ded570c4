import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The status a ticket had before it last entered *Parti ordinate*, if its history says. */
export async function statusBeforePartsOrdered(trx: Transaction<DB>, ticketId: string) {
  const row = await trx
    .selectFrom('ticket_status_history')
    .select('from_status')
    .where('ticket_id', '=', ticketId)
    .where('to_status', '=', 'Parti ordinate')
    .where('from_status', 'is not', null)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.from_status ?? null;
}
