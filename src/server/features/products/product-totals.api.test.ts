import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryCounts } from '../../../shared/inventory/inventory-summary';
import type { ProductDto, ProductSummaryDto } from '../../../shared/inventory/products';
import { readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The warehouse totals and counters are kept by database triggers (migration 202611260900): after
 * every kind of write they must say what a full count of the products table says.
 */
let t: TestApp;
let employee: string;
let display: string;
let battery: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
  const post = async (body: object) =>
    (
      await readJson<{ id: string }>(
        await t.request('POST', '/api/categories', { cookie: employee, body }),
      )
    ).id;
  display = await post({ name: 'Display' });
  battery = await post({ name: 'Batterie' });
});
afterAll(() => t.close());

const send = async (method: string, path: string, body?: object) => {
  const response = await t.request(method, path, { cookie: employee, body });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
};

/** What a full count says, in the API's shape. */
async function counted() {
  const { rows } = await sql<{
    category_id: string | null;
    products: number | string;
    low: number | string;
    quantity: number | string;
    value: number | string;
  }>`select category_id, count(*) as products,
      sum(case when quantity < min_stock then 1 else 0 end) as low,
      sum(quantity) as quantity, sum(cast(quantity as bigint) * price_cents) as value
    from products group by category_id`.execute(t.db);
  return {
    byCategory: Object.fromEntries(
      rows.map((r) => [r.category_id ?? 'none', [Number(r.quantity), Number(r.value) / 100]]),
    ),
    products: rows.reduce((n, r) => n + Number(r.products), 0),
    lowStock: rows.reduce((n, r) => n + Number(r.low), 0),
  };
}

async function expectTotalsTrue() {
  const summary = await readJson<ProductSummaryDto>(await send('GET', '/api/products/summary'));
  const counts = await readJson<InventoryCounts>(await send('GET', '/api/inventory/summary'));
  const truth = await counted();
  expect(
    Object.fromEntries(
      summary.by_category.map((c) => [c.category_id ?? 'none', [c.quantity, c.value]]),
    ),
  ).toEqual(truth.byCategory);
  expect({ products: counts.products, lowStock: counts.low_stock }).toEqual({
    products: truth.products,
    lowStock: truth.lowStock,
  });
  return { summary, counts };
}

const create = async (body: object) =>
  readJson<ProductDto>(await send('POST', '/api/products', body));

describe('warehouse totals kept by the database', () => {
  it('follow creates, edits, moves between categories, stock movements, duplicates and deletes', async () => {
    const lcd = await create({
      sku: 'LCD-1',
      name: 'Display A',
      category_id: display,
      quantity: 3,
      price: 120,
    });
    const bat = await create({
      sku: 'BAT-1',
      name: 'Batteria B',
      category_id: battery,
      quantity: 8,
      price: 25.5,
    });
    await create({ sku: 'CAV-1', name: 'Cavo', quantity: 40, price: 2.9 });
    const first = await expectTotalsTrue();
    expect(first.summary.total_quantity).toBe(51);
    expect(first.counts).toMatchObject({ products: 3, low_stock: 1 });

    await send('PATCH', `/api/products/${lcd.id}`, { price: 99.99 });
    await expectTotalsTrue();
    await send('PATCH', `/api/products/${bat.id}`, { category_id: display, quantity: 2 });
    await expectTotalsTrue();
    await send('POST', `/api/products/${lcd.id}/stock-movements`, {
      quantity: 10,
      reason: 'carico',
    });
    await send('PATCH', `/api/products/${lcd.id}`, { min_stock: 100 });
    await expectTotalsTrue();
    await send('POST', `/api/products/${bat.id}/duplicate`);
    await expectTotalsTrue();
    await send('PATCH', `/api/products/${bat.id}`, { category_id: null });
    await send('DELETE', `/api/products/${lcd.id}`);
    const last = await expectTotalsTrue();
    expect(last.summary.by_category.map((c) => c.name)).toEqual(['Display', 'Senza categoria']);
  });

  it('follow 40 concurrent movements on products of one category', async () => {
    const products = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        create({
          sku: `SSD-${n}`,
          name: `SSD ${n}`,
          category_id: battery,
          quantity: 20,
          price: 50,
        }),
      ),
    );
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send('POST', `/api/products/${products[i % 4]?.id}/stock-movements`, {
          quantity: 1,
          reason: 'scarico',
        }),
      ),
    );
    const { summary } = await expectTotalsTrue();
    expect(summary.by_category.find((c) => c.category_id === battery)?.quantity).toBe(40);
  });

  it('follow concurrent moves between two categories in opposite directions, every one answered', async () => {
    const products = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        create({
          sku: `MOV-${i}`,
          name: `Ricambio ${i}`,
          category_id: i % 2 ? display : battery,
          quantity: 1,
          price: 10,
        }),
      ),
    );
    await Promise.all(
      products.map((product, i) =>
        send('PATCH', `/api/products/${product.id}`, { category_id: i % 2 ? battery : display }),
      ),
    );
    await expectTotalsTrue();
  });

  it('follow a CSV import that creates categories by name', async () => {
    const body = new FormData();
    const csv =
      'SKU;Nome;Categoria;Quantità;Prezzo\nIMP-1;Vetro;Vetri;2;10,50\nIMP-2;Vetro 2;Vetri;9;1\n';
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'prodotti.csv');
    const response = await t.app.request('http://localhost/api/products/import', {
      method: 'POST',
      headers: { origin: 'http://localhost', cookie: employee },
      body,
    });
    expect(response.status).toBe(201);
    const { summary } = await expectTotalsTrue();
    expect(summary.by_category.find((c) => c.name === 'Vetri')).toMatchObject({
      quantity: 11,
      value: 30,
    });
  });
});
