import { type Kysely, sql } from 'kysely';
import { CLOSED_TICKET_STATUS, type TicketStatus } from '../../../shared/tickets/ticket-status';
import type { DB } from '../../db/schema';

/**
 * How far one walk goes: far enough to find `count` matches of two common names ("mario rossi",
 * 1 ticket in 500), never more than RECENT_SPAN_MAX tickets. Rarer matches lie further apart, and
 * for them the pg_trgm index (the general query) is the cheap way: what the walk costs them is
 * wasted, so it stays in proportion to what is asked.
 */
const TICKETS_PER_MATCH = 600;
const RECENT_SPAN_MAX = 40_000;

/** Which statuses the walk keeps: one, everything but Chiuso, or all. */
export type StatusScope = { only: TicketStatus } | { notClosed: true } | 'all';

/**
 * PostgreSQL (migration 202612011100): the ids, newest first, of up to `count` tickets among the
 * newest `count` × TICKETS_PER_MATCH live ones (RECENT_SPAN_MAX at most) whose search text holds
 * every word, from one backward walk of tickets_newest_search_idx, which carries the search text
 * and the status, so no row is read.
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
      order by created_at desc, id desc
      limit ${Math.min(RECENT_SPAN_MAX, count * TICKETS_PER_MATCH)}
    ) recent
    where ${sql.join(tests, sql` and `)}
    order by created_at desc, id desc limit ${count}`.execute(db);
  return rows.map((row) => row.id);
}
