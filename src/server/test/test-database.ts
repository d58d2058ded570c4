import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { leasePooledDatabase, releasePooledDatabase } from './pg-database-pool';

/** Which engine DB-backed suites run on: TEST_DB=postgres selects PostgreSQL. */
export const TEST_DIALECT = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** A server database the tests may create and drop databases in. */
export const PG_ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase extends Database {
  /** Close the connection and delete the database. */
  destroy(): Promise<void>;
}

/** A new, empty database of its own for one test file (migrated unless told otherwise). */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  // Read now, not at import: `npm run drill` runs the same suites on one engine, then the other.
  const postgres = process.env.TEST_DB === 'postgres';
  const migrate = options.migrate !== false;
  // A migrated copy of the run's template (test-db-template.ts) needs no migrations: copying
  // files is faster than running every migration again (PostgreSQL: 0.4 s; SQLite: 125 ms on a
  // quiet machine, seconds on a busy one, against a few ms for the copy).
  const template = migrate
    ? postgres
      ? process.env.TEST_PG_TEMPLATE
      : process.env.TEST_SQLITE_TEMPLATE
    : undefined;
  const database = postgres ? await createPgDatabase(template) : createSqliteDatabase(template);
  if (migrate && !template) await migrateToLatest(database.db as unknown as Kysely<unknown>);
  return database;
}

/** A new SQLite file, empty or a copy of the `template` file. */
function createSqliteDatabase(template?: string): TestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-test-'));
  const file = path.join(dir, 'test.db');
  if (template) fs.copyFileSync(template, file);
  const database = createDatabase({ sqliteFile: file });
  return {
    ...database,
    async destroy() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new PostgreSQL database, empty or a copy of `template`, and how to drop it. */
export async function emptyPgDatabase(
  template?: string,
  name = `sportello_test_${crypto.randomUUID().replaceAll('-', '')}`,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropPgDatabase(name) };
}

/** The names of the pooled copies of `template` start so: the run's teardown drops them all. */
export function pooledDatabasePrefix(template: string): string {
  return `sportello_pool_${template.slice(-12)}_`;
}

async function createPgDatabase(template?: string): Promise<TestDatabase> {
  const target = template
    ? await leasePooledDatabase(() =>
        emptyPgDatabase(
          template,
          `${pooledDatabasePrefix(template)}${crypto.randomUUID().replaceAll('-', '')}`,
        ),
      )
    : await emptyPgDatabase();
  const database = createDatabase({ databaseUrl: target.url, sqliteFile: '' });
  return {
    ...database,
    async destroy() {
      await database.close();
      // pg's pool.end() resolves before its clients have hung up: a forced DROP would then kill
      // them mid-goodbye and their 'terminating connection' errors would surface as unhandled.
      if (!template) return dropPgDatabase(target.name);
      await waitForNoConnections(target.name);
      await releasePooledDatabase(
        target,
        () => connectionCount(target.name),
        () => dropPgDatabase(target.name),
      );
    },
  };
}

export async function dropPgDatabase(name: string): Promise<void> {
  await waitForNoConnections(name);
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function connectionCount(name: string): Promise<number> {
  const rows = await adminQuery(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = '${name}'`,
  );
  return Number(rows[0]?.n);
}

async function waitForNoConnections(name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await connectionCount(name)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function adminQuery(sql: string): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
