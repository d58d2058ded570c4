import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaffApp,
  errorBody,
  readJson,
  type StaffApp,
  type Ticket,
  VALID_TICKET,
} from '../../test/staff-test-kit';

let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp({ now: '2026-03-15T10:00:00Z' });
});
afterAll(() => t.close());

const patch = (id: string, body: Record<string, unknown>, cookie = t.cookie) =>
  t.request('PATCH', `/api/tickets/${id}`, { cookie, body });

describe('PATCH /api/tickets/:id', () => {
  it('edits fields, bumps the version and updated_at, and unassigns with null', async () => {
    const tech = await t.addUser('employee');
    const ticket = await t.createTicket({ ...VALID_TICKET, assigned_to: tech.id, price: 10 });
    t.setNow('2026-03-15T11:00:00Z');
    const response = await patch(ticket.id, {
      version: 1,
      description: 'Display e batteria',
      price: null,
      assigned_to: null,
      priority: 'high',
      customer_phone: '',
    });
    t.setNow('2026-03-15T10:00:00Z');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      description: 'Display e batteria',
      price: null,
      assigned_to: null,
      priority: 'high',
      customer_phone: null,
      status: 'Ticket inserito',
      version: 2,
      updated_at: '2026-03-15T11:00:00.000Z',
      created_at: '2026-03-15T10:00:00.000Z',
    });
  });

  it('records a status change in the history and as a notification event', async () => {
    const ticket = await t.createTicket();
    const response = await patch(ticket.id, { version: 1, status: 'In lavorazione' });
    expect(await readJson(response)).toMatchObject({ status: 'In lavorazione', version: 2 });
    const detail = await readJson<{
      history: { from_status: string | null; to_status: string; changed_by_email: string }[];
    }>(await t.request('GET', `/api/tickets/${ticket.id}`, { cookie: t.cookie }));
    expect(detail.history.map((h) => [h.from_status, h.to_status])).toEqual([
      [null, 'Ticket inserito'],
      ['Ticket inserito', 'In lavorazione'],
    ]);
    expect(detail.history[1]?.changed_by_email).toBe(t.staff.email);
    const events = await t.db
      .selectFrom('notification_events')
      .select(['type', 'payload'])
      .where('ticket_id', '=', ticket.id)
      .where('type', '=', 'ticket_status_changed')
      .execute();
    expect(events.map((e) => JSON.parse(e.payload))).toEqual([
      {
        ticket_number: ticket.ticket_number,
        from: 'Ticket inserito',
        to: 'In lavorazione',
        changed_by: t.staff.id,
      },
    ]);

    // Saving the same status again is an edit, not a change: no history, no e-mail.
    await patch(ticket.id, { version: 2, status: 'In lavorazione' });
    const count = await t.db
      .selectFrom('ticket_status_history')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ticket_id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('refuses an edit of a version someone else already changed (409) and keeps theirs', async () => {
    const other = await t.signIn((await t.addUser('employee')).email);
    const ticket = await t.createTicket();
    const first = await patch(ticket.id, { version: 1, status: 'Parti ordinate' }, other);
    expect(first.status).toBe(200);
    const stale = await patch(ticket.id, { version: 1, status: 'Rifiutato' });
    expect(stale.status).toBe(409);
    expect(await errorBody(stale)).toEqual({
      error: {
        code: 'version_conflict',
        message: 'Il ticket è stato modificato da un altro utente: ricarica la pagina e riprova.',
      },
    });
    const current = await readJson<Ticket>(
      await t.request('GET', `/api/tickets/${ticket.id}`, { cookie: t.cookie }),
    );
    expect(current).toMatchObject({ status: 'Parti ordinate', version: 2 });
  });

  it('lets exactly one of two simultaneous edits of the same version through', async () => {
    const ticket = await t.createTicket();
    const responses = await Promise.all(
      ['Preventivo inviato', 'Rifiutato'].map((status) => patch(ticket.id, { version: 1, status })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('answers 404 for an unknown ticket and for an id that is not a UUID', async () => {
    const cookie = t.cookie;
    for (const id of [crypto.randomUUID(), 'non-un-uuid', "1'%20or%201=1"]) {
      const response = await patch(id, { version: 1, status: 'Chiuso' });
      expect(response.status, id).toBe(404);
      expect((await errorBody(response)).error.message).toBe('Ticket non trovato');
      expect((await t.request('GET', `/api/tickets/${id}`, { cookie })).status).toBe(404);
      expect((await t.request('DELETE', `/api/tickets/${id}`, { cookie })).status).toBe(404);
    }
  });
});
