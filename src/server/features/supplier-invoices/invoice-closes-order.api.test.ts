import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderDto } from '../../../shared/inventory/purchase-orders';
import { supplierInvoiceXml } from '../../test/fatturapa-kit';
import { insertProduct } from '../../test/inventory-test-kit';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { importSupplierInvoice } from '../../test/supplier-invoice-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A supplier invoice loaded to stock closes its order's lines, and the goods enter once. */
let t: TestApp;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

async function supplierWithVat(name: string, vat: string) {
  const response = await t.request('POST', '/api/suppliers', {
    cookie: employee,
    body: { name, vat_number: vat },
  });
  expect(response.status).toBe(201);
  return (await readJson<{ id: string }>(response)).id;
}

async function sentOrder(supplierId: string, lines: { product_id: string; quantity: number }[]) {
  const order = await readJson<PurchaseOrderDto>(
    await t.request('POST', '/api/purchase-orders', {
      cookie: employee,
      body: {
        supplier_id: supplierId,
        lines: lines.map((l) => ({ ...l, description: 'Ricambio', unit_cost: 10 })),
      },
    }),
  );
  await t.request('POST', `/api/purchase-orders/${order.id}/send`, { cookie: employee });
  return order;
}

const importInvoice = (xml: string, name: string) => importSupplierInvoice(t, employee, xml, name);

async function invoiceLines(id: string) {
  const detail = await readJson<{ lines: { id: string }[] }>(
    await t.request('GET', `/api/supplier-invoices/${id}`, { cookie: employee }),
  );
  return detail.lines.map((l) => l.id);
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

const orderOf = async (id: string) =>
  readJson<PurchaseOrderDto>(
    await t.request('GET', `/api/purchase-orders/${id}`, { cookie: employee }),
  );

const item = (description: string, quantity: string) => ({
  description,
  quantity,
  unitPrice: '10.00',
  total: (Number(quantity) * 10).toFixed(2),
});

describe('an invoice closing its order', () => {
  it('names PO-YYYY-NNNN: its goods count as received there, loaded once', async () => {
    const supplierId = await supplierWithVat('Ricambi Nord Srl', '00743110157');
    const display = await insertProduct(t, { sku: 'CLOSE-D', supplier_id: supplierId });
    const battery = await insertProduct(t, { sku: 'CLOSE-B', supplier_id: supplierId });
    const order = await sentOrder(supplierId, [
      { product_id: display, quantity: 3 },
      { product_id: battery, quantity: 2 },
    ]);
    const before = { display: await quantityOf(display), battery: await quantityOf(battery) };

    const invoiceId = await importInvoice(
      supplierInvoiceXml({
        number: 'FN-1',
        orderNumber: order.code,
        lines: [item('Display', '3.00'), item('Batteria', '1.00')],
      }),
      'fn1.xml',
    );
    const [displayLine, batteryLine] = await invoiceLines(invoiceId);
    const loaded = await t.request('POST', `/api/supplier-invoices/${invoiceId}/load-stock`, {
      cookie: employee,
      body: {
        lines: [
          { line_id: displayLine, product_id: display, kind: 'goods' },
          { line_id: batteryLine, product_id: battery, kind: 'goods' },
        ],
      },
    });
    expect(loaded.status).toBe(200);

    expect(await quantityOf(display)).toBe(before.display + 3);
    expect(await quantityOf(battery)).toBe(before.battery + 1);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'parzialmente_ricevuto',
      lines: [
        { received: 3, to_receive: 0 },
        { received: 1, to_receive: 1 },
      ],
    });
    // Each receipt links the invoice's own carico: no second movement for the same goods.
    const receipts = await t.db
      .selectFrom('purchase_order_receipts as r')
      .innerJoin('supplier_invoice_lines as l', 'l.movement_id', 'r.movement_id')
      .select(['r.quantity'])
      .where('l.invoice_id', '=', invoiceId)
      .execute();
    expect(receipts.map((r) => Number(r.quantity)).sort()).toEqual([1, 3]);
    const movements = await t.db
      .selectFrom('stock_movements')
      .select('id')
      .where('product_id', '=', display)
      .where('reason', '=', 'carico')
      .execute();
    expect(movements).toHaveLength(1);

    // The rest arrives by the order itself: the order is then complete.
    const rest = await t.request('POST', `/api/purchase-orders/${order.id}/receive`, {
      cookie: employee,
      body: { lines: [{ line_id: order.lines[1]?.id, quantity: 1 }] },
    });
    expect(rest.status).toBe(200);
    expect((await orderOf(order.id)).status).toBe('ricevuto');
  });

  it('an order the user picks; another supplier’s order is refused and nothing loads', async () => {
    const supplierId = await supplierWithVat('Ricambi Est Srl', '01234567897');
    const otherSupplier = await supplierWithVat('Altro Fornitore', '11111111115');
    const cable = await insertProduct(t, { sku: 'CLOSE-C', supplier_id: supplierId });
    const order = await sentOrder(supplierId, [{ product_id: cable, quantity: 4 }]);
    const foreign = await sentOrder(otherSupplier, [{ product_id: cable, quantity: 4 }]);
    const invoiceId = await importInvoice(
      supplierInvoiceXml({
        vat: '01234567897',
        name: 'Ricambi Est Srl',
        number: 'FE-9',
        lines: [item('Cavo', '4.00')],
      }),
      'fe9.xml',
    );
    const [lineId] = await invoiceLines(invoiceId);
    const body = (orderId: string) => ({
      lines: [{ line_id: lineId, product_id: cable, kind: 'goods' }],
      order_id: orderId,
    });
    const before = await quantityOf(cable);

    const refused = await t.request('POST', `/api/supplier-invoices/${invoiceId}/load-stock`, {
      cookie: employee,
      body: body(foreign.id),
    });
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).error.message).toMatch(/non è di questo fornitore/);
    expect(await quantityOf(cable)).toBe(before);

    const loaded = await t.request('POST', `/api/supplier-invoices/${invoiceId}/load-stock`, {
      cookie: employee,
      body: body(order.id),
    });
    expect(loaded.status).toBe(200);
    expect(await quantityOf(cable)).toBe(before + 4);
    expect(await orderOf(order.id)).toMatchObject({ status: 'ricevuto' });
    expect((await orderOf(foreign.id)).status).toBe('inviato');
  });

  it('goods already received by hand on the order are not loaded again', async () => {
    const supplierId = await supplierWithVat('Ricambi Sud Srl', '02345678904');
    const glass = await insertProduct(t, { sku: 'CLOSE-G', supplier_id: supplierId });
    const order = await sentOrder(supplierId, [{ product_id: glass, quantity: 3 }]);
    const before = await quantityOf(glass);
    // The courier came before the invoice: one piece received on the order by hand.
    const byHand = await t.request('POST', `/api/purchase-orders/${order.id}/receive`, {
      cookie: employee,
      body: { lines: [{ line_id: order.lines[0]?.id, quantity: 1 }] },
    });
    expect(byHand.status).toBe(200);
    expect(await quantityOf(glass)).toBe(before + 1);

    const load = async (number: string) => {
      const invoiceId = await importInvoice(
        supplierInvoiceXml({
          vat: '02345678904',
          name: 'Ricambi Sud Srl',
          number,
          orderNumber: order.code,
          lines: [item('Vetro', '3.00')],
        }),
        `${number}.xml`,
      );
      const [lineId] = await invoiceLines(invoiceId);
      const loaded = await t.request('POST', `/api/supplier-invoices/${invoiceId}/load-stock`, {
        cookie: employee,
        body: { lines: [{ line_id: lineId, product_id: glass, kind: 'goods' }] },
      });
      expect(loaded.status).toBe(200);
      return invoiceId;
    };

    // The invoice bills all three: the piece on the shelf is its, two more enter the warehouse.
    await load('FS-1');
    expect(await quantityOf(glass)).toBe(before + 3);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'ricevuto',
      lines: [{ received: 3, to_receive: 0 }],
    });
    const carichi = await t.db
      .selectFrom('stock_movements')
      .select('delta')
      .where('product_id', '=', glass)
      .where('reason', '=', 'carico')
      .execute();
    expect(carichi.map((m) => Number(m.delta)).sort()).toEqual([1, 2]);

    // A second invoice for the same order finds every piece already billed: it loads its own.
    await load('FS-2');
    expect(await quantityOf(glass)).toBe(before + 6);
  });
});
