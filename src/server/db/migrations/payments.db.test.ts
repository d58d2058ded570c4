import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS, migrateToLatest, migrationsBefore } from '../migrator';
import { up } from './202612031000-payments';

/** Each ticket's deposit becomes its first payment, once, for its creator and customer. */
let database: TestDatabase | undefined;
const ADDED = '202612031000-payments';
afterAll(() => database?.destroy());

const CREATED = '2026-10-05T08:15:00.000Z';

describe('migration 202612031000-payments', () => {
  it('moves every deposit into a payment and drops the column; running it again adds nothing', async () => {
    database = await createTestDatabase({ migrate: false });
    const db = database.db as unknown as Kysely<unknown>;
    await migrateToLatest(db, migrationsBefore(ADDED));
    const now = sql.lit(CREATED);
    await sql`insert into users (id, name, email, email_verified, role, created_at, updated_at)
      values ('u1', 'Mario Rossi', 'mario@test.it', ${database.dialect === 'postgres' ? sql`false` : sql`0`},
        'employee', ${now}, ${now})`.execute(db);
    await sql`insert into customers (id, kind, display_name, sort_name, search_text, last_activity_at,
        created_at, updated_at) values ('c1', 'privato', 'Bianchi Giulia', 'bianchi giulia', '',
        ${now}, ${now}, ${now})`.execute(db);
    const ticket = (
      id: string,
      deposit: number | null,
      user: string | null,
      customer: string | null,
    ) =>
      sql`insert into tickets (id, ticket_number, description, customer_name, customer_email,
          device_type, price_cents, deposit_cents, user_id, customer_id, search_text, created_at,
          updated_at)
        values (${id}, ${`FM-2026-10-000${id.slice(1)}`}, 'Display', 'Giulia Bianchi', 'g@test.it',
          'iPhone', 10000, ${deposit}, ${user}, ${customer}, '', ${now}, ${now})`.execute(db);
    await ticket('k1', 3050, 'u1', 'c1');
    await ticket('k2', null, 'u1', null);
    await ticket('k3', 0, null, null);
    await ticket('k4', 2000, null, null);

    await migrateToLatest(db, MIGRATIONS);
    await up(db);

    const payments = await sql<Record<string, unknown>>`select ticket_id, customer_id, amount_cents,
        direction, method, note, user_id, paid_at, created_at, reversed_by, reverses_id
      from payments order by ticket_id`.execute(db);
    const rows = payments.rows.map((row) => ({
      ...row,
      amount_cents: Number(row.amount_cents),
      paid_at: new Date(row.paid_at as string).toISOString(),
      created_at: new Date(row.created_at as string).toISOString(),
    }));
    const payment = { direction: 'incasso', method: 'contanti', note: 'Acconto' };
    const at = { paid_at: CREATED, created_at: CREATED, reversed_by: null, reverses_id: null };
    expect(rows).toEqual([
      { ticket_id: 'k1', customer_id: 'c1', amount_cents: 3050, user_id: 'u1', ...payment, ...at },
      { ticket_id: 'k4', customer_id: null, amount_cents: 2000, user_id: null, ...payment, ...at },
    ]);
    const columns = (await db.introspection.getTables())
      .find((table) => table.name === 'tickets')
      ?.columns.map((column) => column.name);
    expect(columns).not.toContain('deposit_cents');
  });
});
