import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateToLatest, migrationsBefore } from '../migrator';

/**
 * A warehouse that already has products and returns: every product gets the minimum stock the
 * app used for all (5), an old `reso` becomes a customer's or a supplier's by its sign, and the
 * totals and the ledger keep working.
 */
let database: TestDatabase | undefined;
const ADDED = '202612021000-stock-rules';
afterAll(() => database?.destroy());

describe('migration 202612021000-stock-rules', () => {
  it('gives every product a minimum of 5 and splits the old returns by their sign', async () => {
    database = await createTestDatabase({ migrate: false });
    const db = database.db as unknown as Kysely<unknown>;
    await migrateToLatest(db, migrationsBefore(ADDED));
    const now = new Date().toISOString();
    for (const [id, quantity] of [
      ['p1', 3],
      ['p2', 9],
    ] as const)
      await sql`insert into products (id, sku, name, sort_name, quantity, price_cents, search_text,
        created_at, updated_at) values (${id}, ${id}, ${id}, ${id}, ${quantity}, 100, ${id},
        ${now}, ${now})`.execute(db);
    const move = (id: string, delta: number, after: number) =>
      sql`insert into stock_movements (id, product_id, delta, quantity_after, reason, created_at)
        values (${id}, 'p1', ${delta}, ${after}, 'reso', ${now})`.execute(db);
    await move('m1', 2, 5);
    await move('m2', -2, 3);

    expect((await migrateToLatest(db))[0]).toBe(ADDED);
    const products = await sql<{ id: string; min_stock: number }>`
      select id, min_stock from products order by id`.execute(db);
    expect(products.rows.map((p) => [p.id, Number(p.min_stock)])).toEqual([
      ['p1', 5],
      ['p2', 5],
    ]);
    const reasons = await sql<{ id: string; reason: string }>`
      select id, reason from stock_movements order by id`.execute(db);
    expect(reasons.rows).toEqual([
      { id: 'm1', reason: 'reso_cliente' },
      { id: 'm2', reason: 'reso_fornitore' },
    ]);
    await expect(
      sql`update stock_movements set reason = 'reso' where id = 'm1'`.execute(db),
    ).rejects.toThrow();

    // The totals follow a product's own minimum from now on.
    await sql`update products set min_stock = 10 where id = 'p2'`.execute(db);
    const totals = await sql<{ low_stock: number | string }>`
      select low_stock from product_totals`.execute(db);
    expect(Number(totals.rows[0]?.low_stock)).toBe(2);
  });
});
