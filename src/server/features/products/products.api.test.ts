import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES, type ProductDto } from '../../../shared/inventory/products';
import { ACCESS_DENIED } from '../../../shared/roles';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Products (MODULES "Products") through the API, as an employee. */
let t: TestApp;
let employee: string;
let brand: string;
let category: string;
let supplier: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
  const post = async (path: string, body: object) =>
    (await readJson<{ id: string }>(await t.request('POST', path, { cookie: employee, body }))).id;
  brand = await post('/api/brands', { name: 'Samsung' });
  category = await post('/api/categories', { name: 'Display' });
  supplier = await post('/api/suppliers', { name: 'Ricambi Nord' });
});
afterAll(() => t.close());

type Page = { items: ProductDto[]; next_cursor: string | null };

const create = async (body: Record<string, unknown>) => {
  const response = await t.request('POST', '/api/products', { cookie: employee, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<ProductDto>(response);
};
const list = async (query: string) =>
  readJson<Page>(await t.request('GET', `/api/products?${query}`, { cookie: employee }));

describe('products', () => {
  it('creates a product with its links, euros in and out, and the low-stock flag', async () => {
    const product = await create({
      sku: 'LCD-S21',
      ean: '8001120000064',
      name: 'Display Galaxy S21 originale',
      brand_id: brand,
      category_id: category,
      supplier_id: supplier,
      quantity: 3,
      price: '129,90',
      cost: 80.5,
    });
    expect(product).toMatchObject({
      sku: 'LCD-S21',
      brand: { id: brand, name: 'Samsung' },
      category: { id: category, name: 'Display' },
      supplier: { id: supplier, name: 'Ricambi Nord' },
      quantity: 3,
      price: 129.9,
      cost: 80.5,
      low_stock: true,
    });
    const stored = await t.db
      .selectFrom('products')
      .select(['price_cents', 'cost_cents'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ price_cents: 12990, cost_cents: 8050 });
  });

  it('refuses a taken SKU, a wrong EAN, a missing name and an unknown brand', async () => {
    const taken = await t.request('POST', '/api/products', {
      cookie: employee,
      body: { sku: 'LCD-S21', name: 'Altro' },
    });
    expect(taken.status).toBe(409);
    expect((await errorBody(taken)).error.message).toBe(PRODUCT_MESSAGES.skuTaken);
    const bad = await t.request('POST', '/api/products', {
      cookie: employee,
      body: { sku: 'X1', ean: '8001120000065', quantity: -1 },
    });
    expect((await errorBody(bad)).error.details).toMatchObject({
      fieldErrors: {
        ean: [PRODUCT_MESSAGES.eanInvalid],
        name: [PRODUCT_MESSAGES.nameRequired],
        quantity: [PRODUCT_MESSAGES.quantityInvalid],
      },
    });
    const unknown = await t.request('POST', '/api/products', {
      cookie: employee,
      body: { sku: 'X2', name: 'Senza marca', brand_id: crypto.randomUUID() },
    });
    expect(unknown.status).toBe(400);
    expect((await errorBody(unknown)).error.message).toBe(PRODUCT_MESSAGES.referenceInvalid);
  });

  it('searches name, SKU and EAN, filters, and sorts with paging', async () => {
    await create({ sku: 'BAT-IP12', name: 'Batteria iPhone 12', quantity: 10, price: 39 });
    await create({
      sku: 'SSD-1TB',
      name: 'SSD NVMe 1 TB Crucial',
      quantity: 0,
      price: 79.9,
      category_id: category,
    });
    expect((await list('q=galaxy')).items.map((p) => p.sku)).toEqual(['LCD-S21']);
    expect((await list('q=bat-ip')).items.map((p) => p.sku)).toEqual(['BAT-IP12']);
    expect((await list('q=80011200')).items.map((p) => p.sku)).toEqual(['LCD-S21']);
    expect((await list(`category_id=${category}`)).items.map((p) => p.sku)).toEqual([
      'LCD-S21',
      'SSD-1TB',
    ]);
    expect((await list(`brand_id=${brand}`)).items).toHaveLength(1);
    expect((await list(`supplier_id=${supplier}`)).items).toHaveLength(1);
    expect((await list('in_stock=true')).items.map((p) => p.sku).sort()).toEqual([
      'BAT-IP12',
      'LCD-S21',
    ]);
    expect((await list('low_stock=true')).items.map((p) => p.sku).sort()).toEqual([
      'LCD-S21',
      'SSD-1TB',
    ]);

    const first = await list('sort=price&order=desc&limit=2');
    expect(first.items.map((p) => p.sku)).toEqual(['LCD-S21', 'SSD-1TB']);
    const rest = await list(`sort=price&order=desc&limit=2&cursor=${first.next_cursor}`);
    expect(rest.items.map((p) => p.sku)).toEqual(['BAT-IP12']);
    expect(rest.next_cursor).toBeNull();
    expect((await list('sort=quantity&order=asc')).items[0]?.sku).toBe('SSD-1TB');
    const badFilter = await t.request('GET', '/api/products?brand_id=abc', { cookie: employee });
    expect(badFilter.status).toBe(400);
  });

  it('duplicates with SKU-COPY, then SKU-COPY-2, and no stock', async () => {
    const [source] = (await list('q=bat-ip12')).items;
    const copy = await readJson<ProductDto>(
      await t.request('POST', `/api/products/${source?.id}/duplicate`, { cookie: employee }),
    );
    expect(copy).toMatchObject({
      sku: 'BAT-IP12-COPY',
      name: 'Batteria iPhone 12',
      quantity: 0,
      price: 39,
    });
    const again = await readJson<ProductDto>(
      await t.request('POST', `/api/products/${source?.id}/duplicate`, { cookie: employee }),
    );
    expect(again.sku).toBe('BAT-IP12-COPY-2');
  });

  it('sums pieces and value, per category and without one', async () => {
    const summary = await readJson<{
      total_quantity: number;
      total_value: number;
      by_category: unknown[];
    }>(await t.request('GET', '/api/products/summary', { cookie: employee }));
    expect(summary).toEqual({
      total_quantity: 13,
      total_value: 3 * 129.9 + 10 * 39,
      by_category: [
        { category_id: category, name: 'Display', quantity: 3, value: 389.7 },
        { category_id: null, name: 'Senza categoria', quantity: 10, value: 390 },
      ],
    });
    const counts = await readJson(
      await t.request('GET', '/api/inventory/summary', { cookie: employee }),
    );
    expect(counts).toEqual({
      products: 5,
      suppliers: 1,
      quotes: 0,
      low_stock: 4,
      brands: 1,
      categories: 1,
      pc_builds: 0,
      stock_value_at_cost: 3 * 80.5,
      stock_without_cost: 1,
    });
  });

  it('is closed to the user role', async () => {
    const user = await t.signIn((await t.addUser('user')).email);
    for (const path of ['/api/products', '/api/products/summary', '/api/inventory/summary']) {
      const denied = await t.request('GET', path, { cookie: user });
      expect(denied.status).toBe(403);
      expect((await errorBody(denied)).error.message).toBe(ACCESS_DENIED);
    }
  });
});
