import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '../../../shared/inventory/products';
import { readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { receiveStock } from './stock-receipts.service';

/** Goods received at a cost: one carico and the weighted-average cost, also under concurrency. */
let t: TestApp;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

async function product(sku: string, quantity: number, cost: number | null): Promise<ProductDto> {
  const body = { sku, name: `Ricambio ${sku}`, quantity, price: 30, cost };
  return readJson<ProductDto>(await t.request('POST', '/api/products', { cookie: employee, body }));
}
const stored = (id: string) =>
  t.deps.db
    .selectFrom('products')
    .select(['quantity', 'cost_cents'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const receive = (productId: string, quantity: number, unitCostCents: number) =>
  t.deps.db.transaction().execute((trx) =>
    receiveStock(trx, t.deps.dialect, {
      productId,
      quantity,
      unitCostCents,
      userId: null,
      at: new Date().toISOString(),
    }),
  );

describe('receiveStock', () => {
  it('adds the pieces as a carico and averages the cost by quantity', async () => {
    const p = await product('RCV-1', 2, 10);
    const movementId = await receive(p.id, 2, 1200);
    expect(await stored(p.id)).toEqual({ quantity: 4, cost_cents: 1100 });
    const row = await t.deps.db
      .selectFrom('stock_movements')
      .select(['reason', 'delta', 'quantity_after'])
      .where('id', '=', movementId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reason: 'carico', delta: 2, quantity_after: 4 });
  });

  it('takes the received cost for a product without one', async () => {
    const p = await product('RCV-2', 5, null);
    await receive(p.id, 1, 777);
    expect(await stored(p.id)).toEqual({ quantity: 6, cost_cents: 777 });
  });

  it('loses no piece and no cost when 20 receipts land at once', async () => {
    const p = await product('RCV-3', 0, null);
    await Promise.all(Array.from({ length: 20 }, () => receive(p.id, 1, 500)));
    expect(await stored(p.id)).toEqual({ quantity: 20, cost_cents: 500 });
  });
});
