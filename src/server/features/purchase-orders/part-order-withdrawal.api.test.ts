import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderDto } from '../../../shared/inventory/purchase-orders';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';

/** A ticket's part no longer ordered: the ticket leaves *Parti ordinate* when nothing else is. */
let t: StaffApp;
const suppliers: string[] = [];
beforeAll(async () => {
  t = await createStaffApp({ role: 'employee', now: '2026-12-04T10:00:00Z' });
  for (const name of ['Ricambi Nord', 'Ricambi Sud']) {
    const created = await t.request('POST', '/api/suppliers', { cookie: t.cookie, body: { name } });
    suppliers.push((await readJson<{ id: string }>(created)).id);
  }
});
afterAll(() => t.close());

type PartOrder = { order: PurchaseOrderDto; line: PurchaseOrderDto['lines'][number] };

async function orderPart(ticketId: string, supplierId: string | undefined, description: string) {
  const response = await t.request('POST', `/api/tickets/${ticketId}/part-orders`, {
    cookie: t.cookie,
    body: { supplier_id: supplierId, quantity: 1, unit_cost: '10', description },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<PartOrder>(response);
}

/** A ticket first put *In assegnazione al tecnico*, so going back has a status to go back to. */
async function ticketInProgress() {
  const ticket = await t.createTicket();
  const moved = await t.request('PATCH', `/api/tickets/${ticket.id}`, {
    cookie: t.cookie,
    body: { version: ticket.version, status: 'In assegnazione al tecnico' },
  });
  expect(moved.status, await moved.clone().text()).toBe(200);
  return ticket;
}

const statusOf = async (id: string) =>
  (await t.db.selectFrom('tickets').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const lastNote = async (id: string) =>
  (
    await t.db
      .selectFrom('ticket_notes')
      .select('body')
      .where('ticket_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map((n) => n.body);
const lastMove = async (id: string) =>
  t.db
    .selectFrom('ticket_status_history')
    .select(['from_status', 'to_status'])
    .where('ticket_id', '=', id)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('a ticket waiting for a part that is no longer ordered', () => {
  it('goes back when its line is edited out of the draft, and not while another line waits', async () => {
    t.setNow('2026-12-04T10:00:00Z');
    const ticket = await ticketInProgress();
    t.setNow('2026-12-04T10:01:00Z');
    const display = await orderPart(ticket.id, suppliers[0], 'Display');
    const battery = await orderPart(ticket.id, suppliers[1], 'Batteria');
    expect(await statusOf(ticket.id)).toBe('Parti ordinate');

    t.setNow('2026-12-04T10:02:00Z');
    const other = { description: 'Cavo', quantity: 1, unit_cost: '2' };
    const edit = (order: PartOrder) =>
      t.request('PATCH', `/api/purchase-orders/${order.order.id}`, {
        cookie: t.cookie,
        body: { lines: [other] },
      });
    expect((await edit(display)).status).toBe(200);
    expect(await statusOf(ticket.id)).toBe('Parti ordinate');

    expect((await edit(battery)).status).toBe(200);
    expect(await statusOf(ticket.id)).toBe('In assegnazione al tecnico');
    expect(await lastMove(ticket.id)).toEqual({
      from_status: 'Parti ordinate',
      to_status: 'In assegnazione al tecnico',
    });
    expect((await lastNote(ticket.id))[0]).toBe(`Ricambio tolto dall'ordine ${battery.order.code}`);
  });

  it('goes back when its sent order is cancelled or its draft deleted', async () => {
    t.setNow('2026-12-04T11:00:00Z');
    const ticket = await ticketInProgress();
    t.setNow('2026-12-04T11:01:00Z');
    const sent = await orderPart(ticket.id, suppliers[0], 'Display');
    const draft = await orderPart(ticket.id, suppliers[1], 'Batteria');
    const send = await t.request('POST', `/api/purchase-orders/${sent.order.id}/send`, {
      cookie: t.cookie,
    });
    expect(send.status).toBe(200);

    t.setNow('2026-12-04T11:02:00Z');
    const cancel = await t.request('POST', `/api/purchase-orders/${sent.order.id}/cancel`, {
      cookie: t.cookie,
    });
    expect(cancel.status).toBe(200);
    expect(await statusOf(ticket.id)).toBe('Parti ordinate');

    const removed = await t.request('DELETE', `/api/purchase-orders/${draft.order.id}`, {
      cookie: t.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await statusOf(ticket.id)).toBe('In assegnazione al tecnico');
    expect((await lastNote(ticket.id))[0]).toBe(
      `Ordine ${draft.order.code} eliminato: il ricambio non è più ordinato`,
    );

    const again = await orderPart(ticket.id, suppliers[0], 'Display');
    t.setNow('2026-12-04T11:03:00Z');
    const cancelled = await t.request('POST', `/api/purchase-orders/${again.order.id}/cancel`, {
      cookie: t.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect(await statusOf(ticket.id)).toBe('In assegnazione al tecnico');
    expect((await lastNote(ticket.id))[0]).toBe(
      `Ordine ${again.order.code} annullato: il ricambio non arriverà`,
    );
  });
});
