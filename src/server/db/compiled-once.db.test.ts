import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/test-database';
import { compiledOnce } from './compiled-once';
import type { DB } from './schema';

let database: TestDatabase;
const KEYS = ['compiled_a', 'compiled_b', 'compiled_c'];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insertInto('settings')
    .values(
      KEYS.map((key) => ({ key, value: `value of ${key}`, updated_at: new Date().toISOString() })),
    )
    .execute();
});
afterAll(() => database.destroy());

const valuesOf = compiledOnce((db: Kysely<DB>, ...keys: string[]) =>
  db.selectFrom('settings').select('value').where('key', 'in', keys).orderBy('key'),
);
const read = async (db: Kysely<DB>, keys: string[]) =>
  (await valuesOf(db, ...keys)).map((row) => row.value);

describe(`a query compiled once (${TEST_DIALECT})`, () => {
  it('binds each call its own values, whatever a call before bound', async () => {
    expect(await read(database.db, ['compiled_b'])).toEqual(['value of compiled_b']);
    expect(await read(database.db, ['compiled_c'])).toEqual(['value of compiled_c']);
    expect(await read(database.db, ['nessuna'])).toEqual([]);
  });

  it('takes a list of any length, compiled once per length', async () => {
    expect(await read(database.db, ['compiled_a', 'compiled_c'])).toEqual([
      'value of compiled_a',
      'value of compiled_c',
    ]);
    expect(await read(database.db, KEYS)).toEqual(KEYS.map((key) => `value of ${key}`));
    expect(await read(database.db, ['compiled_b', 'nessuna'])).toEqual(['value of compiled_b']);
    expect(await read(database.db, ['compiled_a'])).toEqual(['value of compiled_a']);
  });

  it('reads inside a transaction, which sees its own writes', async () => {
    const seen = await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('settings')
        .set({ value: 'changed' })
        .where('key', '=', 'compiled_a')
        .execute();
      const inside = await read(trx, ['compiled_a', 'compiled_b']);
      await trx
        .updateTable('settings')
        .set({ value: 'value of compiled_a' })
        .where('key', '=', 'compiled_a')
        .execute();
      return inside;
    });
    expect(seen).toEqual(['changed', 'value of compiled_b']);
  });
});
