import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * PostgreSQL: the newest tickets' search text in date order. The pg_trgm index
 * finds the rows holding a word but in no order, so the newest page of a search for two common
 * words ("mario rossi": 0.2 % of a million tickets) meant sorting thousands of matches or reading
 * tens of thousands of whole rows from the date index. This index carries `search_text` and
 * `status` beside (created_at, id) for the live tickets, so that walk reads the index alone
 * (`features/tickets/ticket-recent-matches.queries.ts`). SQLite reads its FTS index backwards instead and
 * needs nothing here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql`create index tickets_newest_search_idx on tickets (created_at, id)
    include (search_text, status) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql`drop index tickets_newest_search_idx`.execute(db);
}
