import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';
import { DOCUMENT_TABLES } from './customer-backfill-sql';

const TABLES = ['customers', 'customer_names', ...DOCUMENT_TABLES];

/**
 * PostgreSQL: while the backfill writes `customer_id` on every document and creates and touches
 * the customers, the trigram indexes of those tables are set aside and built again once at the
 * end. `customer_id` and `last_activity_at` are indexed, so each of those updates is a new row
 * version that every index of its table takes in, and a GIN trigram index takes in one entry per
 * trigram of the row's search text (decision 024 § Backfill). Inside the migration's transaction,
 * so a failed backfill leaves the indexes as they were. SQLite's FTS5 tables are kept by
 * triggers on the search text alone and are not touched. Returns what puts them back.
 * (`customer_names` is PostgreSQL's copy of the customers' names, migration 202612046020.)
 */
export async function setTrigramIndexesAside(db: Kysely<unknown>): Promise<() => Promise<void>> {
  if (!columnTypes(db).postgres) return async () => {};
  const { rows } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename in (${sql.join(TABLES)})
      and indexdef like '%gin_trgm_ops%'`.execute(db);
  for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(db);
  return async () => {
    // Memory for one sort of the whole index rather than many passes (this transaction only).
    await sql`set local maintenance_work_mem = '512MB'`.execute(db);
    for (const { definition } of rows) await sql.raw(definition).execute(db);
  };
}
