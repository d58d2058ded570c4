import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryCounts } from '../../../shared/inventory/inventory-summary';
import { readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The warehouse's value at cost beside its value at selling price: the counters sum quantity ×
 * cost of the products that have a cost, and say how many in stock have none.
 */
let t: TestApp;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

const create = async (body: Record<string, unknown>) => {
  const response = await t.request('POST', '/api/products', { cookie: employee, body });
  expect(response.status, await response.clone().text()).toBe(201);
};
const counts = async () =>
  readJson<InventoryCounts>(await t.request('GET', '/api/inventory/summary', { cookie: employee }));

describe('the warehouse value at cost', () => {
  it('sums quantity × cost, and counts the products in stock without a cost', async () => {
    expect(await counts()).toMatchObject({ stock_value_at_cost: 0, stock_without_cost: 0 });
    await create({ sku: 'C-1', name: 'Display', quantity: 3, price: '129,90', cost: '80,50' });
    await create({ sku: 'C-2', name: 'Batteria', quantity: 10, price: '39,00', cost: '12,35' });
    await create({ sku: 'C-3', name: 'Cover', quantity: 4, price: '9,90' });
    await create({ sku: 'C-4', name: 'Vetro', quantity: 0, price: '5,00' });
    // The largest quantity at the largest cost does not overflow on PostgreSQL.
    await create({
      sku: 'C-5',
      name: 'Scorta',
      quantity: 999_999,
      price: 1_000_000,
      cost: 1_000_000,
    });
    expect(await counts()).toMatchObject({
      stock_value_at_cost: (3 * 8050 + 10 * 1235 + 999_999 * 100_000_000) / 100,
      stock_without_cost: 1,
    });
  });
});
