import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * SQLite: the sort key of a customer by its seq, the rowid the trigram index names. A common
 * surname in name order sorts every match ("rossi": 17,000 at 200,000 customers); reading each
 * match's row for its `sort_name` visited most of the table's pages, one read each (26.9 ms p95).
 * This index is a seventh of the table, and the matches come in seq order, so its pages are read
 * once, in order (decision 024 § Search). PostgreSQL has no seq and reads its rows another way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (columnTypes(db).postgres) return;
  await sql`create index customers_name_by_seq_idx on customers (seq, sort_name, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (columnTypes(db).postgres) return;
  await sql`drop index customers_name_by_seq_idx`.execute(db);
}
