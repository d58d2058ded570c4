import type { Kysely } from 'kysely';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { adminQuery, emptyPgDatabase } from './test-database';

/**
 * Vitest global setup of the PostgreSQL stage: one database migrated once, which every suite's
 * database copies (createTestDatabase). Its connection is closed before any copy: PostgreSQL
 * copies only a template nobody is connected to.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DB !== 'postgres') return undefined;
  const template = await emptyPgDatabase();
  const database = createDatabase({ databaseUrl: template.url, sqliteFile: '' });
  await migrateToLatest(database.db as unknown as Kysely<unknown>);
  await database.close();
  await adminQuery(`ALTER DATABASE ${template.name} WITH IS_TEMPLATE true`);
  process.env.TEST_PG_TEMPLATE = template.name;
  return async () => {
    await adminQuery(`ALTER DATABASE ${template.name} WITH IS_TEMPLATE false`);
    await template.drop();
  };
}
