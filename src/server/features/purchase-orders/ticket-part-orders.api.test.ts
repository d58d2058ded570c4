import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderDto } from '../../../shared/inventory/purchase-orders';
import type { ReservationDto } from '../../../shared/inventory/stock-reservations';
import { insertProduct } from '../../test/inventory-test-kit';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';

/** Special-order parts: ordered for a ticket, received, held for it, used on it (decision 049). */
let t: StaffApp;
let employee: string;
let supplierId: string;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-12-04T10:00:00Z' });
  employee = await t.signIn((await t.addUser('employee')).email);
  supplierId = (
    await readJson<{ id: string }>(
      await t.request('POST', '/api/suppliers', {
        cookie: employee,
        body: { name: 'Ricambi Srl' },
      }),
    )
  ).id;
});
afterAll(() => t.close());

type PartOrder = { order: PurchaseOrderDto; line: PurchaseOrderDto['lines'][number] };
const statusOf = async (id: string) =>
  (await t.db.selectFrom('tickets').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const levels = (id: string) =>
  t.db
    .selectFrom('products')
    .select(['quantity', 'reserved'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((r) => ({ quantity: Number(r.quantity), reserved: Number(r.reserved) }));

async function orderPart(ticketId: string, body: Record<string, unknown>): Promise<PartOrder> {
  const response = await t.request('POST', `/api/tickets/${ticketId}/part-orders`, {
    cookie: employee,
    body: { supplier_id: supplierId, quantity: 1, unit_cost: '12,50', ...body },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<PartOrder>(response);
}

async function sendAndReceive(order: PartOrder) {
  await t.request('POST', `/api/purchase-orders/${order.order.id}/send`, { cookie: employee });
  const received = await t.request('POST', `/api/purchase-orders/${order.order.id}/receive`, {
    cookie: employee,
    body: { lines: [{ line_id: order.line.id, quantity: order.line.quantity }] },
  });
  expect(received.status, await received.clone().text()).toBe(200);
}

const reservations = async (ticketId: string) =>
  (
    await readJson<{ items: ReservationDto[] }>(
      await t.request('GET', `/api/tickets/${ticketId}/reserved-parts`, { cookie: employee }),
    )
  ).items;

describe('a part ordered for a ticket', () => {
  it('joins the draft, moves the ticket, is held on arrival and used once', async () => {
    const ticket = await t.createTicket();
    const typed = await orderPart(ticket.id, { description: 'Display S21 originale' });
    expect(typed.order).toMatchObject({ status: 'bozza', supplier_id: supplierId });
    expect(typed.line).toMatchObject({ ticket_id: ticket.id, quantity: 1, unit_cost: 12.5 });
    expect(typed.line.product_id).toBeTruthy();
    expect(await statusOf(ticket.id)).toBe('Parti ordinate');
    const second = await orderPart(ticket.id, { description: 'Biadesivo', quantity: 2 });
    expect(second.order.id).toBe(typed.order.id);
    expect(second.order.lines).toHaveLength(2);
    const note = await t.db
      .selectFrom('ticket_notes')
      .select('body')
      .where('ticket_id', '=', ticket.id)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    expect(note.body).toContain('Display S21 originale');

    await sendAndReceive(typed);
    const productId = typed.line.product_id ?? '';
    expect(await levels(productId)).toEqual({ quantity: 1, reserved: 1 });
    expect(await statusOf(ticket.id)).toBe('In lavorazione');
    const event = await t.db
      .selectFrom('notification_events')
      .select('payload')
      .where('ticket_id', '=', ticket.id)
      .where('type', '=', 'ticket_status_changed')
      .execute();
    expect(event.map((e) => JSON.parse(String(e.payload)).to)).toEqual([
      'Parti ordinate',
      'In lavorazione',
    ]);
    const product = await readJson<{ on_order: number; reserved: number; available: number }>(
      await t.request('GET', `/api/products/${productId}`, { cookie: employee }),
    );
    expect(product).toMatchObject({ reserved: 1, available: 0, on_order: 0 });

    const [held] = await reservations(ticket.id);
    expect(held).toMatchObject({ status: 'reserved', quantity: 1, product_id: productId });
    const use = () =>
      t.request('POST', `/api/tickets/${ticket.id}/reserved-parts/${held?.id}/use`, {
        cookie: employee,
      });
    const used = await use();
    expect(used.status).toBe(200);
    expect((await readJson<{ items: ReservationDto[] }>(used)).items[0]?.status).toBe('used');
    const again = await use();
    expect(again.status).toBe(409);
    expect(await levels(productId)).toEqual({ quantity: 0, reserved: 0 });
    const parts = await readJson<{ items: { product_id: string; quantity: number }[] }>(
      await t.request('GET', `/api/tickets/${ticket.id}/parts`, { cookie: employee }),
    );
    expect(parts.items).toEqual([expect.objectContaining({ product_id: productId, quantity: 1 })]);
  });

  it('a held piece is refused to a counter sale and to another ticket, naming the ticket', async () => {
    const productId = await insertProduct(t, { sku: 'BATT-1', quantity: 1 });
    const ticket = await t.createTicket();
    const other = await t.createTicket();
    const part = await orderPart(ticket.id, { product_id: productId, description: 'Batteria' });
    await sendAndReceive(part);
    expect(await levels(productId)).toEqual({ quantity: 2, reserved: 1 });
    const sale = (quantity: number) =>
      t.request('POST', '/api/sales', {
        cookie: employee,
        body: {
          lines: [{ product_id: productId, quantity }],
          tenders: [{ method: 'contanti', amount: 10 * quantity }],
        },
      });
    const refused = await sale(2);
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).error.message).toBe(
      `Il pezzo è riservato al ticket #${ticket.ticket_number}`,
    );
    const elsewhere = await t.request('POST', `/api/products/${productId}/stock-movements`, {
      cookie: employee,
      body: { reason: 'ticket', quantity: 2, ticket_id: other.id },
    });
    expect(elsewhere.status).toBe(409);
    expect((await errorBody(elsewhere)).error.message).toContain(`#${ticket.ticket_number}`);
    expect((await sale(1)).status).toBe(201);
    expect(await levels(productId)).toEqual({ quantity: 1, reserved: 1 });
    const [held] = await reservations(ticket.id);
    const foreign = await t.request(
      'POST',
      `/api/tickets/${other.id}/reserved-parts/${held?.id}/use`,
      { cookie: employee },
    );
    expect(foreign.status).toBe(404);
    const released = await t.request(
      'POST',
      `/api/tickets/${ticket.id}/reserved-parts/${held?.id}/release`,
      { cookie: employee },
    );
    expect(released.status).toBe(200);
    expect((await sale(1)).status).toBe(201);
    expect(await levels(productId)).toEqual({ quantity: 0, reserved: 0 });
  });

  it('the reorder list shows held and ordered pieces; from-reorder ignores ticket lines', async () => {
    const supplier = await readJson<{ id: string }>(
      await t.request('POST', '/api/suppliers', { cookie: employee, body: { name: 'Scorte Srl' } }),
    );
    const productId = await insertProduct(t, {
      sku: 'SCORTA-1',
      quantity: 3,
      supplier_id: supplier.id,
    });
    await t.db.updateTable('products').set({ min_stock: 5 }).where('id', '=', productId).execute();
    const ticket = await t.createTicket();
    const part = await orderPart(ticket.id, {
      supplier_id: supplier.id,
      product_id: productId,
      description: 'Scorta',
    });
    await sendAndReceive(part);
    expect(await levels(productId)).toEqual({ quantity: 4, reserved: 1 });
    const draft = await t.request('POST', '/api/purchase-orders/from-reorder', {
      cookie: employee,
      body: { supplier_id: supplier.id },
    });
    expect(draft.status).toBe(201);
    // 5 − (4 on hand − 1 held) − 0 on order for the shelf.
    expect((await readJson<PurchaseOrderDto>(draft)).lines).toEqual([
      expect.objectContaining({ product_id: productId, quantity: 2, ticket_id: null }),
    ]);
    const reorder = await readJson<{ groups: { products: Record<string, unknown>[] }[] }>(
      await t.request('GET', '/api/inventory/reorder', { cookie: employee }),
    );
    const row = reorder.groups.flatMap((g) => g.products).find((p) => p.id === productId);
    expect(row).toMatchObject({ quantity: 4, reserved: 1, on_order: 2 });
  });

  it('30 concurrent receipts and uses of one reserved part: never negative, never used twice', async () => {
    const productId = await insertProduct(t, { sku: 'CONC-1' });
    const ticket = await t.createTicket();
    const part = await orderPart(ticket.id, {
      product_id: productId,
      description: 'Connettore',
      quantity: 15,
    });
    await t.request('POST', `/api/purchase-orders/${part.order.id}/send`, { cookie: employee });
    const receive = () =>
      t.request('POST', `/api/purchase-orders/${part.order.id}/receive`, {
        cookie: employee,
        body: { lines: [{ line_id: part.line.id, quantity: 1 }] },
      });
    // Half arrive first, so there are reservations to race on.
    for (let i = 0; i < 5; i++) expect((await receive()).status).toBe(200);
    const first = await reservations(ticket.id);
    const use = (id: string | undefined) =>
      t.request('POST', `/api/tickets/${ticket.id}/reserved-parts/${id}/use`, { cookie: employee });
    const racing = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 3 === 0 ? receive() : use(first[i % first.length]?.id)).then((r) => r.status),
      ),
    );
    expect(racing.every((s) => s === 200 || s === 409)).toBe(true);
    const after = await reservations(ticket.id);
    const used = after.filter((r) => r.status === 'used');
    expect(used.map((r) => r.id).sort()).toEqual(first.map((r) => r.id).sort());
    expect(racing.filter((s) => s === 200)).toHaveLength(10 + first.length);
    const { quantity, reserved } = await levels(productId);
    expect(quantity).toBeGreaterThanOrEqual(0);
    expect(reserved).toBe(after.filter((r) => r.status === 'reserved').length);
    expect(quantity).toBe(reserved);
    const movements = await t.db
      .selectFrom('stock_movements')
      .select(['delta', 'reason'])
      .where('product_id', '=', productId)
      .where('reason', '=', 'ticket')
      .execute();
    expect(movements).toHaveLength(first.length);
  });
});
