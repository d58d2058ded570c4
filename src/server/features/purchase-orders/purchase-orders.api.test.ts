import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  overReceiptMessage,
  PURCHASE_ORDER_MESSAGES,
  type PurchaseOrderDto,
} from '../../../shared/inventory/purchase-orders';
import { insertProduct } from '../../test/inventory-test-kit';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Purchase orders through the API: drafts, sending, receiving at the order's cost, cancelling. */
let t: TestApp;
let employee: string;
let user: string;
let supplierId: string;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
  user = await t.signIn((await t.addUser('user')).email);
  const supplier = await t.request('POST', '/api/suppliers', {
    cookie: employee,
    body: { name: 'Ricambi Delta' },
  });
  supplierId = (await readJson<{ id: string }>(supplier)).id;
  productId = await insertProduct(t, { sku: 'LCD-IP12', supplier_id: supplierId, quantity: 2 });
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, cookie = employee) =>
  t.request(method, path, { cookie, body });
const order = async (response: Response, status = 200) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return readJson<PurchaseOrderDto>(response);
};
const draft = () =>
  call('POST', '/api/purchase-orders', {
    supplier_id: supplierId,
    notes: 'Consegna al mattino',
    lines: [
      { product_id: productId, description: 'Display iPhone 12', quantity: 3, unit_cost: '42,50' },
      { description: 'Viti assortite', quantity: 1, unit_cost: 5 },
    ],
  }).then((r) => order(r, 201));
const productRow = () =>
  t.db
    .selectFrom('products')
    .select(['quantity', 'cost_cents'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();

describe('purchase orders', () => {
  it('creates a numbered draft in euros and lists it by status and supplier', async () => {
    const created = await draft();
    expect(created).toMatchObject({
      code: expect.stringMatching(/^PO-\d{4}-\d{4}$/),
      status: 'bozza',
      supplier_name: 'Ricambi Delta',
      total: 132.5,
      lines: [
        {
          description: 'Display iPhone 12',
          quantity: 3,
          unit_cost: 42.5,
          received: 0,
          to_receive: 3,
        },
        { product_id: null, ticket_id: null, quantity: 1, unit_cost: 5 },
      ],
    });
    const stored = await t.db
      .selectFrom('purchase_order_lines')
      .select('unit_cost_cents')
      .where('order_id', '=', created.id)
      .orderBy('position')
      .execute();
    expect(stored.map((l) => Number(l.unit_cost_cents))).toEqual([4250, 500]);
    const second = await draft();
    expect(Number(second.code.slice(-4))).toBe(Number(created.code.slice(-4)) + 1);

    const page = await readJson<{ items: { id: string }[] }>(
      await call(
        'GET',
        `/api/purchase-orders?status=bozza&supplier_id=${supplierId}`,
        undefined,
        user,
      ),
    );
    expect(page.items.map((o) => o.id)).toEqual([second.id, created.id]);
    const none = await readJson<{ items: unknown[] }>(
      await call('GET', '/api/purchase-orders?status=ricevuto', undefined, user),
    );
    expect(none.items).toEqual([]);
  });

  it('refuses bad input with Italian messages', async () => {
    const empty = await call('POST', '/api/purchase-orders', {
      supplier_id: supplierId,
      lines: [],
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await errorBody(empty))).toContain(PURCHASE_ORDER_MESSAGES.linesRequired);
    const zero = await call('POST', '/api/purchase-orders', {
      supplier_id: supplierId,
      lines: [{ description: 'X', quantity: 0, unit_cost: 1 }],
    });
    expect(JSON.stringify(await errorBody(zero))).toContain(
      PURCHASE_ORDER_MESSAGES.quantityInvalid,
    );
    const unknownSupplier = await call('POST', '/api/purchase-orders', {
      supplier_id: crypto.randomUUID(),
      lines: [{ description: 'X', quantity: 1, unit_cost: 1 }],
    });
    expect(unknownSupplier.status).toBe(400);
    const missing = await call('GET', `/api/purchase-orders/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect((await errorBody(missing)).error.message).toBe(PURCHASE_ORDER_MESSAGES.notFound);
    const denied = await call('POST', '/api/purchase-orders', {}, user);
    expect(denied.status).toBe(403);
  });

  it('edits and deletes drafts only', async () => {
    const created = await draft();
    const edited = await order(
      await call('PATCH', `/api/purchase-orders/${created.id}`, {
        lines: [{ description: 'Batteria', quantity: 2, unit_cost: 10 }],
      }),
    );
    expect(edited.lines).toMatchObject([{ description: 'Batteria', quantity: 2 }]);
    expect(edited.notes).toBe('Consegna al mattino');
    await order(await call('POST', `/api/purchase-orders/${created.id}/send`));
    const late = await call('PATCH', `/api/purchase-orders/${created.id}`, { notes: 'x' });
    expect(late.status).toBe(409);
    expect((await errorBody(late)).error.message).toBe(PURCHASE_ORDER_MESSAGES.notDraft);
    expect((await call('DELETE', `/api/purchase-orders/${created.id}`)).status).toBe(409);

    const other = await draft();
    expect((await call('DELETE', `/api/purchase-orders/${other.id}`)).status).toBe(204);
    expect((await call('GET', `/api/purchase-orders/${other.id}`)).status).toBe(404);
  });

  it('receives in parts at the order cost, asks before receiving more than ordered', async () => {
    const created = await draft();
    const [display, screws] = created.lines;
    if (!display || !screws) throw new Error('two lines expected');
    const early = await call('POST', `/api/purchase-orders/${created.id}/receive`, {
      lines: [{ line_id: display.id, quantity: 1 }],
    });
    expect(early.status).toBe(409);
    expect((await errorBody(early)).error.message).toBe(PURCHASE_ORDER_MESSAGES.notReceivable);
    await order(await call('POST', `/api/purchase-orders/${created.id}/send`));
    const before = await productRow();

    const partial = await order(
      await call('POST', `/api/purchase-orders/${created.id}/receive`, {
        lines: [{ line_id: display.id, quantity: 2 }],
      }),
    );
    expect(partial.status).toBe('parzialmente_ricevuto');
    expect(partial.lines[0]).toMatchObject({ received: 2, to_receive: 1 });
    const after = await productRow();
    expect(Number(after.quantity)).toBe(Number(before.quantity) + 2);
    expect(Number(after.cost_cents)).toBe(4250);
    const movements = await t.db
      .selectFrom('purchase_order_receipts as r')
      .innerJoin('stock_movements as m', 'm.id', 'r.movement_id')
      .select(['m.reason', 'm.delta', 'r.quantity'])
      .where('r.line_id', '=', display.id)
      .execute();
    expect(movements).toEqual([{ reason: 'carico', delta: 2, quantity: 2 }]);

    const over = await call('POST', `/api/purchase-orders/${created.id}/receive`, {
      lines: [{ line_id: display.id, quantity: 2 }],
    });
    expect(over.status).toBe(409);
    expect((await errorBody(over)).error.message).toBe(
      overReceiptMessage('Display iPhone 12', 3, 2),
    );
    expect(Number((await productRow()).quantity)).toBe(Number(after.quantity));

    const done = await order(
      await call('POST', `/api/purchase-orders/${created.id}/receive`, {
        lines: [
          { line_id: display.id, quantity: 2 },
          { line_id: screws.id, quantity: 1 },
        ],
        confirm_over: true,
      }),
    );
    expect(done.status).toBe('ricevuto');
    expect(done.lines[0]).toMatchObject({ received: 4, to_receive: 0 });
    expect(Number((await productRow()).quantity)).toBe(Number(after.quantity) + 2);

    const stranger = await call('POST', `/api/purchase-orders/${created.id}/receive`, {
      lines: [{ line_id: crypto.randomUUID(), quantity: 1 }],
    });
    expect(stranger.status).toBe(409);
    expect((await call('POST', `/api/purchase-orders/${created.id}/cancel`)).status).toBe(409);
  });

  it('cancels an order nothing has arrived for', async () => {
    const created = await draft();
    await order(await call('POST', `/api/purchase-orders/${created.id}/send`));
    const cancelled = await order(await call('POST', `/api/purchase-orders/${created.id}/cancel`));
    expect(cancelled.status).toBe('annullato');
    const receive = await call('POST', `/api/purchase-orders/${created.id}/receive`, {
      lines: [{ line_id: created.lines[0]?.id, quantity: 1 }],
    });
    expect(receive.status).toBe(409);
  });

  it('drafts from the reorder list what brings each product back to its minimum', async () => {
    const supplier = await readJson<{ id: string }>(
      await call('POST', '/api/suppliers', { name: 'Batterie Sud' }),
    );
    const low = await insertProduct(t, { sku: 'BAT-A', supplier_id: supplier.id, quantity: 1 });
    const empty = await insertProduct(t, { sku: 'BAT-B', supplier_id: supplier.id, quantity: 0 });
    await insertProduct(t, { sku: 'BAT-C', supplier_id: supplier.id, quantity: 50 });
    await t.db.updateTable('products').set({ min_stock: 5 }).where('id', '=', low).execute();
    await t.db.updateTable('products').set({ min_stock: 3 }).where('id', '=', empty).execute();
    await t.db.updateTable('products').set({ cost_cents: 1250 }).where('id', '=', low).execute();

    const created = await order(
      await call('POST', '/api/purchase-orders/from-reorder', { supplier_id: supplier.id }),
      201,
    );
    expect(created.status).toBe('bozza');
    expect(created.lines).toMatchObject([
      { product_id: low, description: 'BAT-A Prodotto BAT-A', quantity: 4, unit_cost: 12.5 },
      { product_id: empty, quantity: 3, unit_cost: 0 },
    ]);

    const again = await call('POST', '/api/purchase-orders/from-reorder', {
      supplier_id: supplier.id,
    });
    expect(again.status).toBe(409);
    expect((await errorBody(again)).error.message).toBe(PURCHASE_ORDER_MESSAGES.nothingToOrder);

    await order(
      await call('PATCH', `/api/purchase-orders/${created.id}`, {
        lines: [{ product_id: low, description: 'BAT-A', quantity: 1, unit_cost: 12.5 }],
      }),
    );
    const rest = await order(
      await call('POST', '/api/purchase-orders/from-reorder', { supplier_id: supplier.id }),
      201,
    );
    expect(rest.lines).toMatchObject([
      { product_id: low, quantity: 3 },
      { product_id: empty, quantity: 3 },
    ]);
    const bad = await call('POST', '/api/purchase-orders/from-reorder', { supplier_id: 'x' });
    expect(bad.status).toBe(400);
  });
});
