import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Deleted since `since`, newest deletion first, `limit` rows after the (deleted_at, id) given. */
export function deletedTicketRows(
  db: Kysely<DB>,
  page: { since: string; limit: number; after?: readonly [string, string] },
) {
  let query = db
    .selectFrom('tickets as t')
    .leftJoin('users as remover', 'remover.id', 't.deleted_by')
    .select([
      't.id',
      't.ticket_number',
      't.customer_name',
      't.device_type',
      't.deleted_at',
      'remover.name as deleted_by_name',
      'remover.email as deleted_by_email',
    ])
    .where('t.deleted_at', '>=', page.since)
    .orderBy('t.deleted_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit);
  const after = page.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('t.deleted_at', '<', after[0]),
        eb.and([eb('t.deleted_at', '=', after[0]), eb('t.id', '<', after[1])]),
      ]),
    );
  }
  return query.execute();
}

/** Back in the lists, if it was deleted since `since` (later than that it is being purged). */
export async function undeleteTicket(db: Kysely<DB>, id: string, since: string) {
  const result = await db
    .updateTable('tickets')
    .set({ deleted_at: null, deleted_by: null })
    .where('id', '=', id)
    .where('deleted_at', '>=', since)
    .returning('ticket_number')
    .executeTakeFirst();
  return result?.ticket_number;
}

/** Tickets deleted before `before`, a batch at a time. */
export function expiredDeletedIds(db: Kysely<DB>, before: string, limit: number) {
  return db
    .selectFrom('tickets')
    .select('id')
    .where('deleted_at', '<', before)
    .orderBy('deleted_at')
    .limit(limit)
    .execute();
}
