import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderDto } from '../../../shared/inventory/purchase-orders';
import type { ReservationDto } from '../../../shared/inventory/stock-reservations';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';

/** A ticket that is closed or binned gives its held parts back to the shelf (decision 049). */
let t: StaffApp;
let admin: string;
let supplierId: string;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-12-04T10:00:00Z' });
  admin = t.cookie;
  supplierId = (
    await readJson<{ id: string }>(
      await t.request('POST', '/api/suppliers', { cookie: admin, body: { name: 'Ricambi Srl' } }),
    )
  ).id;
});
afterAll(() => t.close());

/** A new ticket with one special-order piece received and held for it; the product's id. */
async function ticketHoldingAPiece() {
  const ticket = await t.createTicket();
  const { order, line } = await readJson<{
    order: PurchaseOrderDto;
    line: PurchaseOrderDto['lines'][number];
  }>(
    await t.request('POST', `/api/tickets/${ticket.id}/part-orders`, {
      cookie: admin,
      body: { supplier_id: supplierId, quantity: 1, unit_cost: '12,50', description: 'Display' },
    }),
  );
  await t.request('POST', `/api/purchase-orders/${order.id}/send`, { cookie: admin });
  const received = await t.request('POST', `/api/purchase-orders/${order.id}/receive`, {
    cookie: admin,
    body: { lines: [{ line_id: line.id, quantity: 1 }] },
  });
  expect(received.status).toBe(200);
  const productId = line.product_id ?? '';
  expect(await available(productId)).toBe(0);
  return { ticketId: ticket.id, productId };
}

const available = async (productId: string) =>
  (
    await readJson<{ available: number }>(
      await t.request('GET', `/api/products/${productId}`, { cookie: admin }),
    )
  ).available;

const statuses = async (ticketId: string) =>
  (
    await readJson<{ items: ReservationDto[] }>(
      await t.request('GET', `/api/tickets/${ticketId}/reserved-parts`, { cookie: admin }),
    )
  ).items.map((r) => r.status);

describe('a ticket that ends gives back the parts held for it', () => {
  it('closing the ticket releases its reservation: the piece is available', async () => {
    const { ticketId, productId } = await ticketHoldingAPiece();
    const { version } = await readJson<{ version: number }>(
      await t.request('GET', `/api/tickets/${ticketId}`, { cookie: admin }),
    );
    const closed = await t.request('PATCH', `/api/tickets/${ticketId}`, {
      cookie: admin,
      body: { version, status: 'Chiuso' },
    });
    expect(closed.status, await closed.clone().text()).toBe(200);
    expect(await available(productId)).toBe(1);
    expect(await statuses(ticketId)).toEqual(['released']);
  });

  it('binning the ticket releases it; restoring the ticket does not hold the piece again', async () => {
    const { ticketId, productId } = await ticketHoldingAPiece();
    const binned = await t.request('DELETE', `/api/tickets/${ticketId}`, { cookie: admin });
    expect(binned.status).toBe(204);
    expect(await available(productId)).toBe(1);
    const restored = await t.request('POST', `/api/tickets/${ticketId}/restore`, { cookie: admin });
    expect(restored.status).toBe(200);
    expect(await available(productId)).toBe(1);
    expect(await statuses(ticketId)).toEqual(['released']);
  });
});
