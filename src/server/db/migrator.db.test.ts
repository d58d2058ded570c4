import { getMigrations } from 'better-auth/db/migration';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuth } from '../auth/auth';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/test-database';
import { MIGRATIONS, MigrationError, migrateToLatest } from './migrator';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});
const asUnknown = (db: Kysely<never>) => db as unknown as Kysely<unknown>;

describe(`migrations on ${TEST_DIALECT}`, () => {
  it('applies every migration once; a second run applies nothing', async () => {
    database = await createTestDatabase({ migrate: false });
    expect(await migrateToLatest(asUnknown(database.db as never))).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(asUnknown(database.db as never))).toEqual([]);
  });

  it('refuses a database that a newer version has migrated', async () => {
    database = await createTestDatabase();
    await sql`insert into kysely_migration (name, timestamp) values ('209912312359-from-the-future', '2099-12-31T23:59:00.000Z')`.execute(
      database.db,
    );
    await expect(migrateToLatest(asUnknown(database.db as never))).rejects.toThrow(MigrationError);
    await expect(migrateToLatest(asUnknown(database.db as never))).rejects.toThrow(
      /versione più recente/,
    );
  });

  it('throws on a failing migration and leaves the database as it was, still usable', async () => {
    database = await createTestDatabase();
    const db = asUnknown(database.db as never);
    const before = await db.introspection.getTables();
    const broken = {
      ...MIGRATIONS,
      '209901010000-broken': {
        async up(trx: Kysely<unknown>) {
          await trx.schema.createTable('half_done').addColumn('id', 'integer').execute();
          await sql`insert into table_that_does_not_exist values (1)`.execute(trx);
        },
      },
    };
    await expect(migrateToLatest(db, broken)).rejects.toThrow(MigrationError);
    await expect(migrateToLatest(db, broken)).rejects.toThrow(
      /^Migrazione del database fallita \(209901010000-broken\): /,
    );

    // Nothing of the failed migration stays: no table, no record of it having run.
    const after = await db.introspection.getTables();
    expect(after.map((t) => t.name).sort()).toEqual(before.map((t) => t.name).sort());
    expect(after.some((t) => t.name === 'half_done')).toBe(false);
    const recorded = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(recorded.rows.map((r) => r.name).sort()).toEqual(Object.keys(MIGRATIONS).sort());

    // The lock was released and the data still writes: the real list finds nothing to do.
    expect(await migrateToLatest(db)).toEqual([]);
    await database.db
      .insertInto('settings')
      .values({ key: 'shop_name', value: 'Bottega', updated_at: new Date().toISOString() })
      .execute();
    const row = await database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'shop_name')
      .executeTakeFirst();
    expect(row?.value).toBe('Bottega');
  });

  it('matches the schema better-auth expects, so it never needs to alter our tables', async () => {
    database = await createTestDatabase();
    const auth = createAuth({
      db: database.db,
      dialect: database.dialect,
      secret: 'x'.repeat(40),
      sessionIdleMinutes: 60,
      signInPerMinute: 10,
      sendResetPassword: async () => {},
    });
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated.map((t) => t.table)).toEqual([]);
    expect(toBeAdded.map((t) => `${t.table}: ${Object.keys(t.fields).join(',')}`)).toEqual([]);
  });
});
