import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeletedTicketDto } from '../../../shared/tickets/deleted-tickets';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';
import { purgeDeletedTickets } from './deleted-tickets.service';

/**
 * A deleted ticket used to vanish without a trace. Any signed-in account may still
 * delete (SPEC §6); the ticket is hidden everywhere, an admin sees who deleted it and can restore
 * it for 30 days, and the hourly purge removes it after that.
 */
let t: StaffApp;
let admin: string;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createStaffApp({ now: '2026-03-15T10:00:00Z', email: 'tecnico@negozio.it' });
  admin = await t.signIn((await t.addUser('admin')).email);
});
afterAll(() => t.close());

async function deletedList(cookie = admin) {
  const response = await t.request('GET', '/api/tickets/deleted', { cookie });
  return {
    status: response.status,
    body: response.ok ? await readJson<{ items: DeletedTicketDto[] }>(response) : null,
  };
}

describe('DELETE /api/tickets/:id', () => {
  it('hides the ticket from every read, keeps who and when, and its history', async () => {
    const ticket = await t.createTicket({
      description: 'Display rotto',
      customer_name: 'Rita Neri',
      customer_email: 'rita@esempio.it',
      device_type: 'Tablet',
    });
    const response = await t.request('DELETE', `/api/tickets/${ticket.id}`, { cookie: t.cookie });
    expect(response.status).toBe(204);
    const read = (method: string, path: string, body?: unknown) =>
      t.request(method, path, { cookie: t.cookie, body });
    expect((await read('GET', `/api/tickets/${ticket.id}`)).status).toBe(404);
    expect(
      (await read('PATCH', `/api/tickets/${ticket.id}`, { status: 'Chiuso', version: 1 })).status,
    ).toBe(404);
    expect((await read('DELETE', `/api/tickets/${ticket.id}`)).status).toBe(404);
    const search = await readJson<{ items: unknown[] }>(
      await read('GET', '/api/tickets?q=rita&closed=true'),
    );
    expect(search.items).toEqual([]);
    expect((await t.request('GET', `/api/public/tickets/${ticket.id}`)).status).toBe(404);

    const row = await t.db
      .selectFrom('tickets')
      .select(['deleted_at', 'deleted_by'])
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_by).toBe(t.staff.id);
    const history = await t.db
      .selectFrom('ticket_status_history')
      .select('id')
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(history).toHaveLength(1);
  });

  it('an admin sees who deleted what and restores it as it was; others may not', async () => {
    const ticket = await t.createTicket();
    await t.request('DELETE', `/api/tickets/${ticket.id}`, { cookie: t.cookie });
    const { body } = await deletedList();
    expect(body?.items.find((item) => item.id === ticket.id)).toMatchObject({
      ticket_number: ticket.ticket_number,
      deleted_by_email: 'tecnico@negozio.it',
      deleted_at: '2026-03-15T10:00:00.000Z',
    });
    expect((await deletedList(t.cookie)).status).toBe(403);
    expect(
      (await t.request('POST', `/api/tickets/${ticket.id}/restore`, { cookie: t.cookie })).status,
    ).toBe(403);

    const restored = await t.request('POST', `/api/tickets/${ticket.id}/restore`, {
      cookie: admin,
    });
    expect(await restored.json()).toEqual({ id: ticket.id, ticket_number: ticket.ticket_number });
    const back = await t.request('GET', `/api/tickets/${ticket.id}`, { cookie: t.cookie });
    expect(await back.json()).toMatchObject({ ticket_number: ticket.ticket_number, version: 1 });
    expect((await deletedList()).body?.items.some((item) => item.id === ticket.id)).toBe(false);
  });

  it('after 30 days the ticket can no longer be restored, and the purge removes it', async () => {
    const old = await t.createTicket();
    await t.request('DELETE', `/api/tickets/${old.id}`, { cookie: t.cookie });
    t.setNow(new Date(Date.parse('2026-03-15T10:00:00Z') + 20 * DAY).toISOString());
    const recent = await t.createTicket();
    await t.request('DELETE', `/api/tickets/${recent.id}`, { cookie: t.cookie });

    t.setNow(new Date(Date.parse('2026-03-15T10:00:00Z') + 31 * DAY).toISOString());
    const late = await t.request('POST', `/api/tickets/${old.id}/restore`, { cookie: admin });
    expect(late.status).toBe(404);
    expect(await purgeDeletedTickets(t.deps)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .selectFrom('tickets')
      .select('id')
      .where('id', 'in', [old.id, recent.id])
      .execute();
    expect(left.map((r) => r.id)).toEqual([recent.id]);
    expect((await deletedList()).body?.items.map((item) => item.id)).toEqual([recent.id]);
  });
});
