import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The dashboard's numbers without reading the open tickets one by one (migration
 * 202612011000-ticket-open-counts): the trigger-kept rows per status and assignee, and counts
 * over small partial indexes. The WHERE clauses repeat the indexes' conditions as literals, or
 * SQLite would not use them.
 */
export const openCountRows = (db: Kysely<DB>) =>
  db
    .selectFrom('ticket_open_counts')
    .select(['status', 'assignee', 'tickets'])
    .where('tickets', '>', 0)
    .execute();

/**
 * In one round trip: open tickets updated since `recentSince` (the rest of the open ones are
 * "fermi"), tickets past their promised day and not ready (`lateBefore`, a Rome date), and live
 * tickets created since `createdSince`.
 */
export async function activityCounts(
  db: Kysely<DB>,
  filter: { recentSince: string; lateBefore: string; createdSince: string },
): Promise<{ recent: number; late: number; created: number; warranty: number }> {
  const { rows } = await sql<{
    recent: number | string;
    late: number | string;
    created: number | string;
    warranty: number | string;
  }>`
    select
      (select count(*) from tickets where deleted_at is null and status <> 'Chiuso'
        and updated_at >= ${filter.recentSince}) as recent,
      (select count(*) from tickets where deleted_at is null
        and status not in ('Chiuso', 'Pronto per il ritiro') and expected_ready_date is not null
        and expected_ready_date < ${filter.lateBefore}) as late,
      (select count(*) from tickets where deleted_at is null
        and created_at >= ${filter.createdSince}) as created,
      (select count(*) from tickets where warranty_ticket_id is not null
        and deleted_at is null and status <> 'Chiuso') as warranty`.execute(db);
  const row = rows[0];
  return {
    recent: Number(row?.recent),
    late: Number(row?.late),
    created: Number(row?.created),
    warranty: Number(row?.warranty),
  };
}
