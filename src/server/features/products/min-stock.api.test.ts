import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryCounts, ReorderGroup } from '../../../shared/inventory/inventory-summary';
import { PRODUCT_MESSAGES, type ProductDto } from '../../../shared/inventory/products';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Each product's own minimum stock (5 unless changed) decides 'Scorta bassa' and the reorder list. */
let t: TestApp;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: object) =>
  t.request(method, path, { cookie: employee, body });
const create = async (body: Record<string, unknown>) => {
  const response = await send('POST', '/api/products', { price: 10, ...body });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<ProductDto>(response);
};
const lowSkus = async () =>
  (
    await readJson<{ items: ProductDto[] }>(await send('GET', '/api/products?low_stock=true'))
  ).items.map((p) => p.sku);
const reorderSkus = async () =>
  (
    await readJson<{ groups: ReorderGroup[] }>(await send('GET', '/api/inventory/reorder'))
  ).groups.flatMap((g) => g.products.map((p) => p.sku));
const lowCount = async () =>
  (await readJson<InventoryCounts>(await send('GET', '/api/inventory/summary'))).low_stock;

describe('minimum stock', () => {
  it('is 5 unless set; below it a product is low, in the filter, the counter and the reorder list', async () => {
    const plain = await create({ sku: 'MIN-1', name: 'Vetro', quantity: 4 });
    expect(plain).toMatchObject({ min_stock: 5, low_stock: true });
    const cables = await create({ sku: 'MIN-2', name: 'Cavo', quantity: 8, min_stock: 10 });
    expect(cables).toMatchObject({ min_stock: 10, low_stock: true });
    const glue = await create({ sku: 'MIN-3', name: 'Colla', quantity: 1, min_stock: 0 });
    expect(glue).toMatchObject({ min_stock: 0, low_stock: false });
    expect(await lowSkus()).toEqual(['MIN-2', 'MIN-1']);
    expect(await reorderSkus()).toEqual(['MIN-2', 'MIN-1']);
    expect(await lowCount()).toBe(2);

    const edited = await send('PATCH', `/api/products/${cables.id}`, { min_stock: 8 });
    expect(await readJson(edited)).toMatchObject({ min_stock: 8, low_stock: false });
    await send('PATCH', `/api/products/${glue.id}`, { min_stock: '2' });
    expect(await lowSkus()).toEqual(['MIN-3', 'MIN-1']);
    expect(await reorderSkus()).toEqual(['MIN-3', 'MIN-1']);
    expect(await lowCount()).toBe(2);
  });

  it("lists each supplier's contacts with the phone grouped for reading", async () => {
    const supplier = await readJson<{ id: string }>(
      await send('POST', '/api/suppliers', { name: 'Ricambi Torino', phone: '011 555 4321' }),
    );
    await create({ sku: 'MIN-S', name: 'Batteria', quantity: 0, supplier_id: supplier.id });
    const { groups } = await readJson<{ groups: ReorderGroup[] }>(
      await send('GET', '/api/inventory/reorder'),
    );
    expect(groups.find((g) => g.supplier?.id === supplier.id)?.supplier).toMatchObject({
      name: 'Ricambi Torino',
      phone: '+390115554321',
      phone_display: '+39 011 555 4321',
    });
  });

  it('is a whole number from 0 to the stock cap', async () => {
    for (const min_stock of [-1, 2.5, 'molti', 1_000_001]) {
      const response = await send('POST', '/api/products', { sku: 'MIN-X', name: 'X', min_stock });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await errorBody(response))).toContain(PRODUCT_MESSAGES.minStockInvalid);
    }
  });
});
