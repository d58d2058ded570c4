import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS, migrateToLatest, migrationsBefore } from '../migrator';

/**
 * Payments entered before the column get their ticket's charge as it is when the migration runs
 * (price plus parts sold separately; null without either), and none without a ticket.
 */
let database: TestDatabase | undefined;
const ADDED = '202612120400-payment-ticket-charge';
afterAll(() => database?.destroy());

describe(`migration ${ADDED}`, () => {
  it("stores each ticket payment's current charge, null when the ticket charges nothing", async () => {
    database = await createTestDatabase({ migrate: false });
    const db = database.db as unknown as Kysely<unknown>;
    await migrateToLatest(db, migrationsBefore(ADDED));
    const now = sql.lit('2026-11-05T08:15:00.000Z');
    const ticket = (id: string, price: number | null) =>
      sql`insert into tickets (id, ticket_number, description, customer_name, customer_email,
          device_type, price_cents, search_text, created_at, updated_at)
        values (${id}, ${`FM-2026-11-000${id.slice(1)}`}, 'Display', 'Giulia Bianchi', 'g@test.it',
          'iPhone', ${price}, '', ${now}, ${now})`.execute(db);
    await ticket('k1', 10000);
    await ticket('k2', null);
    await ticket('k3', null);
    await sql`insert into products (id, sku, name, sort_name, quantity, price_cents, search_text,
        created_at, updated_at) values ('p1', 'VETRO', 'Vetro', 'vetro', 5, 1490, 'vetro',
        ${now}, ${now})`.execute(db);
    const used = (id: string, ticketId: string, after: number, sold: number | null) =>
      sql`insert into stock_movements (id, product_id, delta, quantity_after, reason, ticket_id,
          sold_price_cents, created_at)
        values (${id}, 'p1', -1, ${after}, 'ticket', ${ticketId}, ${sold}, ${now})`.execute(db);
    await used('m1', 'k1', 4, 1490);
    await used('m2', 'k1', 3, null);
    await used('m3', 'k2', 2, 1490);
    let receipt = 0;
    const payment = (id: string, ticketId: string | null) =>
      sql`insert into payments (id, ticket_id, amount_cents, direction, method, paid_at, created_at,
          receipt_year, receipt_number)
        values (${id}, ${ticketId}, 500, 'incasso', 'contanti', ${now}, ${now}, 2026,
          ${++receipt})`.execute(db);
    await payment('a', 'k1');
    await payment('b', 'k2');
    await payment('c', 'k3');
    await payment('d', null);

    await migrateToLatest(db, MIGRATIONS);

    const rows = await sql<{ id: string; ticket_charge_cents: number | string | null }>`
      select id, ticket_charge_cents from payments order by id`.execute(db);
    expect(
      rows.rows.map((r) => [
        r.id,
        r.ticket_charge_cents === null ? null : Number(r.ticket_charge_cents),
      ]),
    ).toEqual([
      ['a', 11490],
      ['b', 1490],
      ['c', null],
      ['d', null],
    ]);
  });
});
