import { type Kysely, sql } from 'kysely';
import { CLOSED_TICKET_STATUS, type TicketStatus } from '../../../shared/tickets/ticket-status';
import type { DB } from '../../db/schema';

/**
 * Live tickets one walk reads at most. Two common words ("mario rossi", 0.2 % of tickets) fill a
 * page of 50 within about 26,000 of the newest; rarer matches lie further apart, and for them the
 * pg_trgm index (the general query) is the cheap way.
 */
export const RECENT_SPAN = 40_000;

/** Which statuses the walk keeps: one, everything but Chiuso, or all. */
export type StatusScope = { only: TicketStatus } | { notClosed: true } | 'all';

/**
 * PostgreSQL (migration 202612011100): the ids, newest first, of up to `count` tickets among the
 * newest RECENT_SPAN live ones whose search text holds every word, from one backward walk of
 * tickets_newest_search_idx, which carries the search text and the status, so no row is read.
 * Fewer than `count` ids means the walk ran out before finding them all (or the shop has fewer
 * matches in all): the caller asks the general query. `strpos` is the same substring test as the
 * general query's LIKE '%word%', without the pattern matcher.
 */
export async function recentMatchIds(
  db: Kysely<DB>,
  words: string[],
  count: number,
  scope: StatusScope,
): Promise<string[]> {
  const tests = words.map((word) => sql`strpos(search_text, ${word}) > 0`);
  if (scope !== 'all')
    tests.push(
      'only' in scope ? sql`status = ${scope.only}` : sql`status <> ${CLOSED_TICKET_STATUS}`,
    );
  const { rows } = await sql<{ id: string }>`
    select id from (
      select id, created_at, search_text, status from tickets where deleted_at is null
      order by created_at desc, id desc limit ${RECENT_SPAN}
    ) recent
    where ${sql.join(tests, sql` and `)}
    order by created_at desc, id desc limit ${count}`.execute(db);
  return rows.map((row) => row.id);
}
