import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

/**
 * The statements of the customers backfill (customer-backfill.ts), for both engines. A migration
 * calls them, so what they do must not change once released.
 */
export const DOCUMENT_TABLES = ['tickets', 'quotes', 'pc_builds'] as const;
export type DocumentTable = (typeof DOCUMENT_TABLES)[number];

export interface DocumentRow {
  kind: DocumentTable;
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  created_at: string | Date;
}

/** The working table of the union: every phone ('p:…') and e-mail ('e:…') key → its customer. */
export async function createKeyTable(db: Kysely<unknown>) {
  await sql`create temporary table customer_backfill_keys (
    key text primary key, customer_id text not null, fresh integer not null
  )`.execute(db);
  // The customers already there (a second run, or staff's own): linked to, never merged.
  // (`where true`: SQLite reads an ON CONFLICT after a bare SELECT as a join's ON.)
  for (const [prefix, column] of [
    ['p:', 'phone_key'],
    ['e:', 'email_key'],
  ] as const) {
    await sql`insert into customer_backfill_keys (key, customer_id, fresh)
      select ${prefix} || ${sql.ref(column)}, id, 0 from customers
      where ${sql.ref(column)} is not null and anonymised_at is null
      on conflict (key) do nothing`.execute(db);
  }
}

export async function dropKeyTable(db: Kysely<unknown>) {
  await sql`drop table customer_backfill_keys`.execute(db);
}

/**
 * The next documents, newest first, after the cursor, linked or not (`customer_id` says; the
 * backfill skips the linked ones): each table walks its (created_at, id) index and stops at
 * `limit`. No test of `customer_id` inside: PostgreSQL cannot estimate one (it guessed 0.5 % of
 * rows for `coalesce(customer_id, '') = ''`) and then read and sorted every older row for each
 * batch, quadratic (93 s of a 1,000,000-ticket backfill; it does the same without statistics,
 * hence refreshStatistics first); SQLite could take the (customer_id, created_at) index instead,
 * as quadratic. A second run reads every document once and links none twice.
 */
export async function nextDocuments(
  db: Kysely<unknown>,
  after: readonly [string, string] | null,
  limit: number,
): Promise<(DocumentRow & { customer_id: string | null })[]> {
  const before = after ? sql`(created_at, id) < (${after[0]}, ${after[1]})` : sql`true`;
  const member = (table: DocumentTable) => sql`select * from (
    select ${sql.lit(table)} as kind, id, customer_id, customer_name as name,
      customer_email as email, customer_phone as phone, created_at
    from ${sql.table(table)}
    where ${before} ${table === 'tickets' ? sql`and deleted_at is null` : sql``}
    order by created_at desc, id desc limit ${limit}) as ${sql.table(`${table}_page`)}`;
  const { rows } = await sql<DocumentRow & { customer_id: string | null }>`select * from (
    ${member('tickets')} union all ${member('quotes')} union all ${member('pc_builds')}
  ) as d order by created_at desc, id desc limit ${limit}`.execute(db);
  return rows;
}

/** A JSON array of rows as a table: the one parameter a bulk update joins against. */
function jsonRows(db: Kysely<unknown>, rows: unknown[][], columns: readonly string[]) {
  const json = JSON.stringify(rows);
  if (columnTypes(db).postgres) {
    const fields = columns.map((c, i) => sql`(value->>${sql.lit(i)})::text as ${sql.id(c)}`);
    return sql`(select ${sql.join(fields)} from jsonb_array_elements(${json}::jsonb))`;
  }
  const fields = columns.map((c, i) => sql`json_extract(value, ${`$[${i}]`}) as ${sql.id(c)}`);
  return sql`(select ${sql.join(fields)} from json_each(${json}))`;
}

export async function selectKeys(db: Kysely<unknown>, keys: string[]) {
  if (keys.length === 0) return [];
  const { rows } = await sql<{ key: string; customer_id: string; fresh: number }>`
    select key, customer_id, fresh from customer_backfill_keys
    where key in (select key from ${jsonRows(
      db,
      keys.map((k) => [k]),
      ['key'],
    )} as k)`.execute(db);
  return rows;
}

export async function insertKeys(db: Kysely<unknown>, keys: [string, string][]) {
  if (keys.length === 0) return;
  await sql`insert into customer_backfill_keys (key, customer_id, fresh)
    select key, customer_id, 1 from ${jsonRows(db, keys, ['key', 'customer_id'])} as k
    where true on conflict (key) do nothing`.execute(db);
}

/** Links each document to its customer: one statement per table and batch. */
export async function linkDocuments(
  db: Kysely<unknown>,
  table: DocumentTable,
  links: [string, string][],
) {
  if (links.length === 0) return;
  await sql`update ${sql.table(table)} set customer_id = m.customer_id
    from ${jsonRows(db, links, ['id', 'customer_id'])} as m
    where ${sql.table(table)}.id = m.id`.execute(db);
}

/** A customer created earlier by this backfill turned out to be the same as `into`. */
export async function mergeCustomer(db: Kysely<unknown>, from: string, into: string) {
  for (const table of DOCUMENT_TABLES) {
    await sql`update ${sql.table(table)} set customer_id = ${into}
      where customer_id = ${from}`.execute(db);
  }
  await sql`update customer_backfill_keys set customer_id = ${into}
    where customer_id = ${from}`.execute(db);
  await sql`delete from customers where id = ${from}`.execute(db);
}

/** What the backfill reads and writes of a customer it created. */
export interface BackfilledCustomer {
  id: string;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  created_at: string;
  last_activity_at: string;
}

type Loose = Kysely<{ customers: Record<string, unknown> }>;

export async function selectCustomers(db: Kysely<unknown>, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await (db as Loose)
    .selectFrom('customers')
    .select(['id', 'last_name', 'email', 'phone', 'created_at', 'last_activity_at'])
    .where('id', 'in', ids)
    .execute();
  return rows as unknown as (Omit<BackfilledCustomer, 'created_at' | 'last_activity_at'> & {
    created_at: string | Date;
    last_activity_at: string | Date;
  })[];
}

/** New customers, a few hundred rows a statement (both engines' parameter limits). */
export async function insertCustomers(db: Kysely<unknown>, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 400) {
    await (db as Loose)
      .insertInto('customers')
      .values(rows.slice(i, i + 400))
      .execute();
  }
}

/** Customers of earlier batches that older documents completed (blank contacts, first date). */
export async function updateCustomers(db: Kysely<unknown>, rows: Record<string, unknown>[]) {
  for (const row of rows) {
    await (db as Loose).updateTable('customers').set(row).where('id', '=', row.id).execute();
  }
}

/** Activity of a customer that was already there (a second run): forward only. */
export async function touchCustomer(db: Kysely<unknown>, id: string, at: string) {
  await sql`update customers set last_activity_at = ${at}
    where id = ${id} and last_activity_at < ${at}`.execute(db);
}

/**
 * A backfilled customer dates from their oldest document: the batches go newest first, so the
 * first date is set once at the end, from each document table's (customer_id, created_at) index.
 */
export async function dateFromOldestDocument(db: Kysely<unknown>) {
  const oldest = (table: DocumentTable) =>
    sql`(select min(created_at) from ${sql.table(table)} where customer_id = customers.id)`;
  const candidates = DOCUMENT_TABLES.map(oldest);
  const least = columnTypes(db).postgres ? sql`least` : sql`min`;
  // SQLite's min() of several values is null if any is: missing tables' dates become the row's.
  const values = candidates.map((c) => sql`coalesce(${c}, created_at)`);
  await sql`update customers set created_at = ${least}(${sql.join(values)})
    where id in (select customer_id from customer_backfill_keys where fresh = 1)`.execute(db);
}

/**
 * PostgreSQL: fresh statistics for the register and the documents — before the backfill, so its
 * batches walk the documents' date index (decision 024 § The backfill), and after it, so the
 * first customer pages are planned on the filled tables rather than waiting for autovacuum. (SQLite keeps no statistics here: the
 * app never ran ANALYZE there, and adding some now could change other queries' plans.)
 */
export async function refreshStatistics(db: Kysely<unknown>) {
  if (!columnTypes(db).postgres) return;
  for (const table of ['customers', ...DOCUMENT_TABLES])
    await sql`analyze ${sql.table(table)}`.execute(db);
}
