import { type Kysely, sql } from 'kysely';

/**
 * The index behind `search/text-search.ts` for one table with a `search_text` column (and, on
 * SQLite, an INTEGER PRIMARY KEY `seq`, the rowid the index refers to). Migrations call it, so
 * what it creates must never change for a name it has already created: add a new function instead.
 *
 * SQLite: an FTS5 trigram index over search_text kept in step by triggers, so a substring search
 * reads the matching rows instead of scanning the table (docs/decisions/008).
 * PostgreSQL: a pg_trgm GIN index serves `search_text LIKE '%…%'`. pg_trgm is a trusted extension,
 * so a database owner can create it; where that is not allowed the search still works, by scanning.
 */
export async function createSearchIndex(
  db: Kysely<unknown>,
  table: string,
  postgres: boolean,
): Promise<void> {
  if (postgres) await createTrigramIndex(db, table);
  else await createFullTextIndex(db, table);
}

export async function dropSearchIndex(db: Kysely<unknown>, table: string, postgres: boolean) {
  if (!postgres) await sql`drop table if exists ${sql.table(`${table}_fts`)}`.execute(db);
}

async function createFullTextIndex(db: Kysely<unknown>, table: string): Promise<void> {
  const fts = sql.table(`${table}_fts`);
  const trigger = (event: string) => sql.id(`${table}_fts_${event}`);
  const source = sql.table(table);
  await sql`create virtual table ${fts} using fts5(
    search_text, content=${sql.lit(table)}, content_rowid='seq', tokenize='trigram'
  )`.execute(db);
  await sql`create trigger ${trigger('insert')} after insert on ${source} begin
    insert into ${fts}(rowid, search_text) values (new.seq, new.search_text);
  end`.execute(db);
  await sql`create trigger ${trigger('delete')} after delete on ${source} begin
    insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.seq, old.search_text);
  end`.execute(db);
  await sql`create trigger ${trigger('update')} after update of search_text on ${source} begin
    insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.seq, old.search_text);
    insert into ${fts}(rowid, search_text) values (new.seq, new.search_text);
  end`.execute(db);
}

async function createTrigramIndex(db: Kysely<unknown>, table: string): Promise<void> {
  const { rows } = await sql<{ usable: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm')
      or (
        has_database_privilege(current_database(), 'CREATE')
        and exists (
          select 1 from pg_available_extension_versions v
          where v.name = 'pg_trgm'
            and (v.trusted or (select rolsuper from pg_roles where rolname = current_user))
        )
      ) as usable`.execute(db);
  if (!rows[0]?.usable) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)}
    using gin (search_text gin_trgm_ops)`.execute(db);
}
