import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../../test/test-database';
import { summaryAndTruth } from '../../test/work-log-days-kit';
import { migrateToLatest, migrationsBefore } from '../migrator';

/** A database that already holds work logs gets its per-day summary filled by the migration. */
let database: TestDatabase | undefined;
const ADDED = '202612010900-work-log-days';
afterAll(() => database?.destroy());

describe('migration 202612010900-work-log-days', () => {
  it('backfills work_log_days from the work logs already there', async () => {
    database = await createTestDatabase({ migrate: false });
    const db = database.db;
    // The history as a shop had it before this migration (later ones came after it too).
    await migrateToLatest(db as unknown as Kysely<unknown>, migrationsBefore(ADDED));
    const now = new Date().toISOString();
    const people = ['u1', 'u2'].map((id) => ({
      id,
      name: id,
      email: `${id}@laboratorio.it`,
      // better-sqlite3 binds no booleans; PostgreSQL's column is one.
      email_verified: TEST_DIALECT === 'postgres' ? false : 0,
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto('users').values(people).execute();
    const type = {
      id: 't1',
      name: 'Diagnosi',
      price_cents: 2500,
      created_at: now,
      updated_at: now,
    };
    await db.insertInto('work_types').values(type).execute();
    const log = (user_id: string, date: string, quantity: number, unit_price_cents: number) => ({
      id: crypto.randomUUID(),
      user_id,
      work_type_id: 't1',
      date,
      quantity,
      unit_price_cents,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('work_logs')
      .values([
        log('u1', '2027-01-04', 2, 2500),
        log('u1', '2027-01-04', 1, 3000),
        log('u2', '2027-01-04', 1, 2500),
        log('u1', '2027-01-05', 4, 2500),
      ])
      .execute();
    expect((await migrateToLatest(db as unknown as Kysely<unknown>))[0]).toBe(ADDED);
    const { kept, truth } = await summaryAndTruth(db);
    expect(kept).toEqual(truth);
    expect(kept).toContainEqual(['2027-01-04', 'u1', 't1', 3, 8000, 2]);
  });
});
