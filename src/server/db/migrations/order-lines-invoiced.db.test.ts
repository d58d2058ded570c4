import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS, migrateToLatest, migrationsBefore } from '../migrator';

/**
 * Order lines received before the column count as billed the pieces an invoice's own carico
 * brought in (their receipts link it); pieces received by hand stay to be billed.
 */
let database: TestDatabase | undefined;
const ADDED = '202612120600-order-lines-invoiced';
afterAll(() => database?.destroy());

describe(`migration ${ADDED}`, () => {
  it('counts as billed what came in through an invoice, not what was received by hand', async () => {
    database = await createTestDatabase({ migrate: false });
    const db = database.db as unknown as Kysely<unknown>;
    await migrateToLatest(db, migrationsBefore(ADDED));
    const now = sql.lit('2026-11-05T08:15:00.000Z');
    await sql`insert into suppliers (id, name, sort_name, search_text, created_at, updated_at)
      values ('s1', 'Ricambi Srl', 'ricambi srl', '', ${now}, ${now})`.execute(db);
    await sql`insert into products (id, sku, name, sort_name, quantity, price_cents, search_text,
        created_at, updated_at) values ('p1', 'VETRO', 'Vetro', 'vetro', 5, 1490, 'vetro',
        ${now}, ${now})`.execute(db);
    await sql`insert into purchase_orders (id, year, number, supplier_id, status, created_at,
        updated_at) values ('o1', 2026, 1, 's1', 'ricevuto', ${now}, ${now})`.execute(db);
    const line = (id: string, position: number, received: number) =>
      sql`insert into purchase_order_lines (id, order_id, position, product_id, description,
          quantity, unit_cost_cents, received_quantity)
        values (${id}, 'o1', ${position}, 'p1', 'Vetro', 3, 500, ${received})`.execute(db);
    await line('l1', 1, 3);
    await line('l2', 2, 0);
    const carico = (id: string, delta: number) =>
      sql`insert into stock_movements (id, product_id, delta, quantity_after, reason, created_at)
        values (${id}, 'p1', ${delta}, 5, 'carico', ${now})`.execute(db);
    await carico('by-hand', 1);
    await carico('by-invoice', 2);
    const receipt = (id: string, quantity: number, movement: string) =>
      sql`insert into purchase_order_receipts (id, line_id, quantity, movement_id, created_at)
        values (${id}, 'l1', ${quantity}, ${movement}, ${now})`.execute(db);
    await receipt('r1', 1, 'by-hand');
    await receipt('r2', 2, 'by-invoice');
    await sql`insert into supplier_invoices (id, supplier_id, number, date, document_type,
        self_invoice, currency, order_numbers, attachments, payments, file_key, file_name, source,
        created_at) values ('i1', 's1', 'F-1', '2026-11-05', 'TD01', ${sql.lit(false)}, 'EUR', '[]', '[]',
        '[]', 'k', 'f.xml', 'upload', ${now})`.execute(db);
    await sql`insert into supplier_invoice_lines (id, invoice_id, line_number, description,
        quantity, unit_price, total_cents, vat_rate, kind, product_id, movement_id)
      values ('il1', 'i1', 1, 'Vetro', '2', '5.00', 1000, '22.00', 'goods', 'p1', 'by-invoice')`.execute(
      db,
    );

    await migrateToLatest(db, MIGRATIONS);

    const rows = await sql<{ id: string; invoiced_quantity: number | string }>`
      select id, invoiced_quantity from purchase_order_lines order by id`.execute(db);
    expect(rows.rows.map((r) => [r.id, Number(r.invoiced_quantity)])).toEqual([
      ['l1', 2],
      ['l2', 0],
    ]);
  });
});
