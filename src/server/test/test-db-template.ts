import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { adminQuery, dropPgDatabase, emptyPgDatabase, pooledDatabasePrefix } from './test-database';

/**
 * Vitest global setup: one database migrated once per run, which every suite's database copies
 * (createTestDatabase) instead of running every migration again. On PostgreSQL a template
 * database, whose connection is closed before any copy (PostgreSQL copies only a template nobody
 * is connected to); on SQLite a closed file, so its write-ahead log is folded into it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  return process.env.TEST_DB === 'postgres' ? pgTemplate() : sqliteTemplate();
}

async function pgTemplate(): Promise<() => Promise<void>> {
  const template = await emptyPgDatabase();
  const database = createDatabase({ databaseUrl: template.url, sqliteFile: '' });
  await migrateToLatest(database.db as unknown as Kysely<unknown>);
  await database.close();
  await adminQuery(`ALTER DATABASE ${template.name} WITH IS_TEMPLATE true`);
  process.env.TEST_PG_TEMPLATE = template.name;
  return async () => {
    // The copies the workers kept for their next suites (pg-database-pool.ts).
    const pooled = await adminQuery(
      `SELECT datname FROM pg_database WHERE datname LIKE '${pooledDatabasePrefix(template.name)}%'`,
    );
    for (const { datname } of pooled) await dropPgDatabase(String(datname));
    await adminQuery(`ALTER DATABASE ${template.name} WITH IS_TEMPLATE false`);
    await template.drop();
  };
}

async function sqliteTemplate(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-template-'));
  const file = path.join(dir, 'template.db');
  const database = createDatabase({ sqliteFile: file });
  await migrateToLatest(database.db as unknown as Kysely<unknown>);
  await database.close();
  process.env.TEST_SQLITE_TEMPLATE = file;
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
