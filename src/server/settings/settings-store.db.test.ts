import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS } from '../../shared/settings';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/test-database';
import { INTEGER_SETTINGS, readInteger } from './settings-store';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.deleteFrom('settings').execute();
});

/** Writes a raw value as it might sit in the table, bypassing the validation of writeSettings. */
async function store(key: string, value: string) {
  await database.db
    .insertInto('settings')
    .values({ key, value, updated_at: new Date().toISOString() })
    .execute();
}

describe(`readInteger on ${TEST_DIALECT}`, () => {
  it('gives the registry default when nothing is stored', async () => {
    expect(await readInteger(database.db, 'email_admin_old_tickets_days')).toBe(7);
    expect(await readInteger(database.db, 'public_tickets_daily_cap')).toBe(500);
  });

  it('reads a stored whole number as a number', async () => {
    await store('email_admin_old_tickets_days', '14');
    await store('public_tickets_daily_cap', '120');
    expect(await readInteger(database.db, 'email_admin_old_tickets_days')).toBe(14);
    expect(await readInteger(database.db, 'public_tickets_daily_cap')).toBe(120);
  });

  it.each([
    ['email_admin_old_tickets_days', 'sette', 7],
    ['email_admin_old_tickets_days', '', 7],
    ['email_admin_old_tickets_days', '0', 7],
    ['email_admin_old_tickets_days', '-3', 7],
    ['email_admin_old_tickets_days', '2.5', 7],
    ['email_admin_old_tickets_days', '99999', 7],
    ['public_tickets_daily_cap', '1e3', 500],
    ['public_tickets_daily_cap', '1234567', 500],
  ] as const)('falls back to the default for a malformed %s (%j)', async (key, raw, expected) => {
    await store(key, raw);
    expect(await readInteger(database.db, key)).toBe(expected);
  });
});

describe('INTEGER_SETTINGS', () => {
  it('lists only keys whose registry default is a whole number', () => {
    for (const key of INTEGER_SETTINGS) expect(SETTINGS[key].default).toMatch(/^\d+$/);
  });
});
