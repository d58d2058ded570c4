import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS, migrateToLatest, migrationsBefore } from '../migrator';

/**
 * Existing movements get receipt numbers in the order they were entered, per Rome year, and the
 * counters go on from there; existing stornos move to the drawer and day of what they reverse.
 */
let database: TestDatabase | undefined;
const ADDED = '202612050000-payment-receipts';
afterAll(() => database?.destroy());

describe(`migration ${ADDED}`, () => {
  it('numbers old payments per Rome year and books old stornos to the original drawer', async () => {
    database = await createTestDatabase({ migrate: false });
    const db = database.db as unknown as Kysely<unknown>;
    await migrateToLatest(db, migrationsBefore(ADDED));
    const now = sql.lit('2025-10-01T08:00:00.000Z');
    const no = database.dialect === 'postgres' ? sql`false` : sql`0`;
    for (const [id, name] of [
      ['tech', 'Luca Blu'],
      ['boss', 'Sara Neri'],
    ])
      await sql`insert into users (id, name, email, email_verified, role, created_at, updated_at)
        values (${id}, ${name}, ${`${id}@test.it`}, ${no}, 'employee', ${now}, ${now})`.execute(db);
    const payment = (
      id: string,
      at: string,
      user: string,
      direction = 'incasso',
      reverses: string | null = null,
    ) =>
      sql`insert into payments (id, amount_cents, direction, method, paid_at, user_id, created_at,
          reverses_id) values (${id}, 6900, ${direction}, 'contanti', ${at}, ${user}, ${at},
          ${reverses})`.execute(db);
    await payment('p1', '2025-12-30T10:00:00.000Z', 'tech');
    await payment('p2', '2025-12-31T22:30:00.000Z', 'tech'); // 23:30 in Rome: 2025
    await payment('p3', '2025-12-31T23:30:00.000Z', 'tech'); // 00:30 on 1 January in Rome
    await payment('s1', '2026-01-02T09:00:00.000Z', 'boss', 'rimborso', 'p1');

    await migrateToLatest(db, MIGRATIONS);

    const rows = await sql<Record<string, unknown>>`select id, user_id, entered_by, paid_at,
        receipt_year, receipt_number from payments order by id`.execute(db);
    expect(
      rows.rows.map((r) => ({
        ...r,
        paid_at: new Date(r.paid_at as string).toISOString(),
        receipt_year: Number(r.receipt_year),
        receipt_number: Number(r.receipt_number),
      })),
    ).toEqual([
      {
        id: 'p1',
        user_id: 'tech',
        entered_by: 'tech',
        paid_at: '2025-12-30T10:00:00.000Z',
        receipt_year: 2025,
        receipt_number: 1,
      },
      {
        id: 'p2',
        user_id: 'tech',
        entered_by: 'tech',
        paid_at: '2025-12-31T22:30:00.000Z',
        receipt_year: 2025,
        receipt_number: 2,
      },
      {
        id: 'p3',
        user_id: 'tech',
        entered_by: 'tech',
        paid_at: '2025-12-31T23:30:00.000Z',
        receipt_year: 2026,
        receipt_number: 1,
      },
      {
        id: 's1',
        user_id: 'tech',
        entered_by: 'boss',
        paid_at: '2025-12-30T10:00:00.000Z',
        receipt_year: 2026,
        receipt_number: 2,
      },
    ]);
    const counters = await sql<{ period: string; last_value: number | string }>`
      select period, last_value from payment_receipt_counters order by period`.execute(db);
    expect(counters.rows.map((c) => [c.period, Number(c.last_value)])).toEqual([
      ['2025', 2],
      ['2026', 2],
    ]);
  });
});
