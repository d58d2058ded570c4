import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderDto } from '../../../shared/inventory/purchase-orders';
import {
  SUPPLIER_RETURN_MESSAGES,
  type SupplierReturnDto,
  type SupplierReturnsDto,
  tooManyReturned,
} from '../../../shared/purchase-orders/supplier-returns';
import { supplierInvoiceXml } from '../../test/fatturapa-kit';
import { insertProduct } from '../../test/inventory-test-kit';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { importSupplierInvoice } from '../../test/supplier-invoice-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** *Reso al fornitore*: pieces out with a reso_fornitore, what is owed, the open list, settling. */
let t: TestApp;
let employee: string;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
  reader = await t.signIn((await t.addUser('user')).email);
});
afterAll(() => t.close());

async function receivedLine(name: string, ordered: number, received: number) {
  const supplier = await readJson<{ id: string }>(
    await t.request('POST', '/api/suppliers', { cookie: employee, body: { name } }),
  );
  const productId = await insertProduct(t, { sku: `RET-${name}`, supplier_id: supplier.id });
  const order = await readJson<PurchaseOrderDto>(
    await t.request('POST', '/api/purchase-orders', {
      cookie: employee,
      body: {
        supplier_id: supplier.id,
        lines: [
          { product_id: productId, description: 'Display', quantity: ordered, unit_cost: '12,40' },
          { description: 'Solo testo', quantity: 1, unit_cost: 1 },
        ],
      },
    }),
  );
  await t.request('POST', `/api/purchase-orders/${order.id}/send`, { cookie: employee });
  const lineId = order.lines[0]?.id ?? '';
  await t.request('POST', `/api/purchase-orders/${order.id}/receive`, {
    cookie: employee,
    body: { lines: [{ line_id: lineId, quantity: received }] },
  });
  return { supplierId: supplier.id, productId, order, lineId, textLineId: order.lines[1]?.id };
}

const quantityOf = async (productId: string) =>
  Number(
    (
      await t.db
        .selectFrom('products')
        .select('quantity')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow()
    ).quantity,
  );

const giveBack = (body: Record<string, unknown>, cookie = employee) =>
  t.request('POST', '/api/supplier-returns', { cookie, body });

describe('supplier returns', () => {
  it('takes received pieces out, records what is owed, lists it per supplier, settles once', async () => {
    const line = await receivedLine('Resi Alfa', 5, 3);
    const before = await quantityOf(line.productId);
    const created = await giveBack({ order_line_id: line.lineId, quantity: 2, note: 'Difettosi' });
    expect(created.status).toBe(201);
    const back = await readJson<SupplierReturnDto>(created);
    expect(back).toMatchObject({
      supplier_id: line.supplierId,
      document: line.order.code,
      quantity: 2,
      unit_cost: 12.4,
      amount: 24.8,
      status: 'aperto',
      note: 'Difettosi',
    });
    expect(await quantityOf(line.productId)).toBe(before - 2);
    const movement = await t.db
      .selectFrom('stock_movements')
      .select(['reason', 'delta'])
      .where('product_id', '=', line.productId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ reason: 'reso_fornitore' });
    expect(Number(movement.delta)).toBe(-2);

    // 3 arrived, 2 went back: one more at most.
    const over = await giveBack({ order_line_id: line.lineId, quantity: 2 });
    expect(over.status).toBe(409);
    expect((await errorBody(over)).error.message).toBe(tooManyReturned(1));

    const list = await readJson<SupplierReturnsDto>(
      await t.request('GET', `/api/supplier-returns?supplier_id=${line.supplierId}`, {
        cookie: reader,
      }),
    );
    expect(list.items.map((r) => r.id)).toEqual([back.id]);
    expect(list.suppliers).toEqual([
      { supplier_id: line.supplierId, supplier_name: 'Resi Alfa', count: 1, owed: 24.8 },
    ]);

    expect(
      (await t.request('POST', `/api/supplier-returns/${back.id}/settle`, { cookie: reader }))
        .status,
    ).toBe(403);
    const settled = await t.request('POST', `/api/supplier-returns/${back.id}/settle`, {
      cookie: employee,
    });
    expect(await readJson(settled)).toMatchObject({ status: 'chiuso' });
    const again = await t.request('POST', `/api/supplier-returns/${back.id}/settle`, {
      cookie: employee,
    });
    expect(again.status).toBe(409);
    const open = await readJson<SupplierReturnsDto>(
      await t.request('GET', `/api/supplier-returns?supplier_id=${line.supplierId}`, {
        cookie: reader,
      }),
    );
    expect(open.items).toEqual([]);
  });

  it('refuses in Italian: no line or two, a text line, a user, and never twice what arrived', async () => {
    const line = await readJson<{ message?: string }>(await giveBack({ quantity: 1 }));
    expect(JSON.stringify(line)).toContain(SUPPLIER_RETURN_MESSAGES.lineRequired);
    const data = await receivedLine('Resi Beta', 4, 4);
    const text = await giveBack({ order_line_id: data.textLineId, quantity: 1 });
    expect(text.status).toBe(400);
    expect((await errorBody(text)).error.message).toBe(SUPPLIER_RETURN_MESSAGES.noProduct);
    expect((await giveBack({ order_line_id: data.lineId, quantity: 1 }, reader)).status).toBe(403);
    const unknown = await giveBack({ order_line_id: crypto.randomUUID(), quantity: 1 });
    expect(unknown.status).toBe(404);

    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => giveBack({ order_line_id: data.lineId, quantity: 1 })),
    );
    expect(statuses.filter((r) => r.status === 201)).toHaveLength(4);
    expect(statuses.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
  });

  it('from a loaded invoice line: owed at its net unit cost, named by the invoice', async () => {
    const productId = await insertProduct(t, { sku: 'RET-INV' });
    const invoiceId = await importSupplierInvoice(
      t,
      employee,
      supplierInvoiceXml({
        vat: '02744401239',
        name: 'Fornitore Fatture Srl',
        number: 'R-77',
        lines: [{ description: 'Tastiera', quantity: '3.00', unitPrice: '7.50', total: '22.50' }],
      }),
      'r77.xml',
    );
    const detail = await readJson<{ lines: { id: string }[] }>(
      await t.request('GET', `/api/supplier-invoices/${invoiceId}`, { cookie: employee }),
    );
    const lineId = detail.lines[0]?.id;
    const notLoaded = await giveBack({ invoice_line_id: lineId, quantity: 1 });
    expect((await errorBody(notLoaded)).error.message).toBe(SUPPLIER_RETURN_MESSAGES.notLoaded);
    await t.request('POST', `/api/supplier-invoices/${invoiceId}/load-stock`, {
      cookie: employee,
      body: { lines: [{ line_id: lineId, product_id: productId, kind: 'goods' }] },
    });
    const created = await giveBack({ invoice_line_id: lineId, quantity: 2 });
    expect(created.status).toBe(201);
    expect(await readJson(created)).toMatchObject({
      document: 'Fattura R-77',
      unit_cost: 7.5,
      amount: 15,
    });
    expect((await giveBack({ invoice_line_id: lineId, quantity: 2 })).status).toBe(409);
  });
});
