import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminQuery, createTestDatabase, type TestDatabase } from './test-database';

// The pool hands a suite's database to the next suite of the worker only as the template made
// it: the same rows, nobody connected, the same schema.
const urlOf = (database: TestDatabase) =>
  'url' in database.location ? database.location.url : database.location.sqliteFile;
const nameOf = (database: TestDatabase) => new URL(urlOf(database)).pathname.slice(1);
const exists = async (name: string) =>
  (await adminQuery(`SELECT 1 FROM pg_database WHERE datname = '${name}'`)).length === 1;

const contents = async (database: TestDatabase) => ({
  settings: await database.db.selectFrom('invoicing_settings').selectAll().execute(),
  migrations: (await sql`SELECT * FROM kysely_migration ORDER BY name`.execute(database.db)).rows,
  totals: await database.db.selectFrom('product_totals').selectAll().execute(),
});

describe('pooled PostgreSQL test databases', () => {
  it('come back to the next suite with the template’s rows and nothing a suite wrote', async () => {
    const first = await createTestDatabase();
    const asNew = await contents(first);
    expect(asNew.settings).toHaveLength(1);
    expect(asNew.migrations.length).toBeGreaterThan(60);
    await first.db.deleteFrom('invoicing_settings').execute();
    await sql`DELETE FROM kysely_migration`.execute(first.db);
    await sql`INSERT INTO product_totals (category_key) VALUES ('cover')`.execute(first.db);
    const name = nameOf(first);
    await first.destroy();

    const second = await createTestDatabase();
    expect(nameOf(second)).toBe(name);
    expect(await contents(second)).toEqual(asNew);
    await second.destroy();
  });

  it('are dropped when a suite changed the schema', async () => {
    const changed = await createTestDatabase();
    await sql`ALTER TABLE tickets RENAME TO tickets_rinominati`.execute(changed.db);
    const name = nameOf(changed);
    await changed.destroy();
    expect(await exists(name)).toBe(false);

    const next = await createTestDatabase();
    expect(nameOf(next)).not.toBe(name);
    await expect(next.db.selectFrom('tickets').select('id').execute()).resolves.toEqual([]);
    await next.destroy();
  });

  it('are dropped when someone is still connected', async () => {
    const held = await createTestDatabase();
    const name = nameOf(held);
    const lingering = new pg.Client({ connectionString: urlOf(held) });
    await lingering.connect();
    const ended = new Promise((resolve) => lingering.on('error', resolve));
    await held.destroy();
    expect(await exists(name)).toBe(false);
    await ended;

    const next = await createTestDatabase();
    expect(nameOf(next)).not.toBe(name);
    await next.destroy();
  });
});
