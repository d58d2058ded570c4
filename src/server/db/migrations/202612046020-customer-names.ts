import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { createSearchIndex } from '../search-index';

/**
 * PostgreSQL: a common surname in name order ("rossi", 17,000 of 200,000 customers) is found by
 * the trigram index and then every match's row is read for its sort key, each on its own page of
 * the wide `customers` table (36 ms p95 at 1M tickets). `customer_names` holds only what that
 * search reads — the id, the sort key and the folded search text, a third of the table's size —
 * with its own trigram index, so the same matches cost a third of the pages (decision 024
 * § Search). A trigger keeps it in the same transaction as every write of a customer, the
 * anonymisation's included; a deleted customer takes its row along. SQLite reads its
 * `customers_name_by_seq_idx` instead (migration 202612045010) and has no such table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql`create table customer_names (
    id text primary key references customers (id) on delete cascade,
    sort_name text not null,
    search_text text not null
  )`.execute(db);
  await sql`create function customer_names_apply() returns trigger language plpgsql as $$
    begin
      insert into customer_names (id, sort_name, search_text)
        values (new.id, new.sort_name, new.search_text)
        on conflict (id) do update
          set sort_name = excluded.sort_name, search_text = excluded.search_text;
      return null;
    end $$`.execute(db);
  await sql`create trigger customer_names_write after insert or update of sort_name, search_text
    on customers for each row execute function customer_names_apply()`.execute(db);
  await sql`insert into customer_names (id, sort_name, search_text)
    select id, sort_name, search_text from customers`.execute(db);
  await createSearchIndex(db, 'customer_names', true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql`drop table customer_names`.execute(db);
  await sql`drop trigger customer_names_write on customers`.execute(db);
  await sql`drop function customer_names_apply()`.execute(db);
}
