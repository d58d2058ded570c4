import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderDto } from '../../../shared/inventory/purchase-orders';
import { insertProduct } from '../../test/inventory-test-kit';
import { readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Receipts racing on one order line: what arrives is counted once, never past what was ordered. */
let t: TestApp;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

describe('concurrent receipts', () => {
  it('30 receipts of one piece against a line of 10: exactly 10 arrive', async () => {
    const supplier = await readJson<{ id: string }>(
      await t.request('POST', '/api/suppliers', { cookie: employee, body: { name: 'Corsa Srl' } }),
    );
    const productId = await insertProduct(t, { sku: 'RACE-1', supplier_id: supplier.id });
    const created = await readJson<PurchaseOrderDto>(
      await t.request('POST', '/api/purchase-orders', {
        cookie: employee,
        body: {
          supplier_id: supplier.id,
          lines: [{ product_id: productId, description: 'Connettore', quantity: 10, unit_cost: 3 }],
        },
      }),
    );
    const lineId = created.lines[0]?.id;
    await t.request('POST', `/api/purchase-orders/${created.id}/send`, { cookie: employee });

    const statuses = await Promise.all(
      Array.from({ length: 30 }, () =>
        t
          .request('POST', `/api/purchase-orders/${created.id}/receive`, {
            cookie: employee,
            body: { lines: [{ line_id: lineId, quantity: 1 }] },
          })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);

    const product = await t.db
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(Number(product.quantity)).toBe(10);
    const receipts = await t.db
      .selectFrom('purchase_order_receipts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('line_id', '=', lineId ?? '')
      .executeTakeFirstOrThrow();
    expect(Number(receipts.n)).toBe(10);
    const order = await readJson<PurchaseOrderDto>(
      await t.request('GET', `/api/purchase-orders/${created.id}`, { cookie: employee }),
    );
    expect(order).toMatchObject({ status: 'ricevuto', lines: [{ received: 10, to_receive: 0 }] });
  });
});
