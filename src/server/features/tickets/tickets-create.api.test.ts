import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaffApp,
  errorBody,
  readJson,
  type StaffApp,
  VALID_TICKET,
} from '../../test/staff-test-kit';

let t: StaffApp;

// Fixed "now": 15 March 2026, so the number and the timestamps are known.
beforeAll(async () => {
  t = await createStaffApp({ now: '2026-03-15T10:00:00Z' });
});
afterAll(() => t.close());

describe('POST /api/tickets', () => {
  it('creates a ticket with the server-set number, status, creator and timestamps', async () => {
    const ticket = await t.createTicket({
      ...VALID_TICKET,
      customer_phone: '333 123 4567',
      price: 49.9,
      purchase_date: '2026-03-15',
      order_id: 'AMZ-1',
      password: '1234',
    });
    expect(ticket).toMatchObject({
      ticket_number: 'FM-2026-03-0001',
      status: 'Ticket inserito',
      priority: 'medium',
      customer_phone: '+393331234567',
      price: 49.9,
      purchase_date: '2026-03-15',
      order_id: 'AMZ-1',
      password: '1234',
      user_id: t.staff.id,
      created_by_email: t.staff.email,
      created_via: 'staff',
      assigned_to: null,
      assigned_to_email: null,
      highlighted: false,
      version: 1,
      created_at: '2026-03-15T10:00:00.000Z',
      updated_at: '2026-03-15T10:00:00.000Z',
      attachments: [],
    });
    expect(ticket).not.toHaveProperty('search_text');
    expect(ticket).not.toHaveProperty('price_cents');
    const stored = await t.db
      .selectFrom('tickets')
      .select(['price_cents', 'search_text'])
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.price_cents)).toBe(4990);
    expect(stored.search_text).toContain('giulia bianchi');
  });

  it("drops a country's national prefix typed after the calling code, and keeps odd numbers as typed", async () => {
    const uk = await t.createTicket({ ...VALID_TICKET, customer_phone: '+44 07911 123456' });
    expect(uk).toMatchObject({ customer_phone: '+447911123456' });
    const rome = await t.createTicket({ ...VALID_TICKET, customer_phone: '+39 06 1234 5678' });
    expect(rome).toMatchObject({ customer_phone: '+390612345678' });
    const odd = await t.createTicket({ ...VALID_TICKET, customer_phone: '+999 1234' });
    expect(odd).toMatchObject({ customer_phone: '+9991234' });
  });

  it('records the first history entry and a ticket_created event with the ticket', async () => {
    const ticket = await t.createTicket();
    const events = await t.db
      .selectFrom('notification_events')
      .selectAll()
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'ticket_created', processed_at: null });
    expect(JSON.parse(events[0]?.payload ?? '')).toEqual({
      ticket_number: ticket.ticket_number,
      created_via: 'staff',
    });
    const detail = await readJson<{ history: unknown[] }>(
      await t.request('GET', `/api/tickets/${ticket.id}`, { cookie: t.cookie }),
    );
    expect(detail.history).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'Ticket inserito',
        changed_by: t.staff.id,
      }),
    ]);
  });

  it('never answers 500 to malformed input', async () => {
    const cookie = t.cookie;
    const malformed = await t.request('POST', '/api/tickets', { cookie, body: '{"description":' });
    expect(malformed.status).toBe(400);
    expect((await errorBody(malformed)).error.message).toBe(
      'Richiesta non valida: JSON malformato',
    );
    const huge = await t.request('POST', '/api/tickets', {
      cookie,
      body: { ...VALID_TICKET, description: 'x'.repeat(100_000) },
    });
    // Within the 1 MB JSON cap (http/body-limits.ts): the field says how long it may be.
    expect(huge.status).toBe(400);
    expect((await errorBody(huge)).error.details?.fieldErrors?.description).toEqual([
      'Massimo 5000 caratteri',
    ]);
    for (const body of ['[]', 'null', '"testo"', '{"price":{"$gt":0}}']) {
      const response = await t.request('POST', '/api/tickets', { cookie, body });
      expect(response.status, body).toBe(400);
    }
  });

  it('marks tickets created by the highlight account (setting ticket_highlight_user_id)', async () => {
    const admin = await t.addUser('admin');
    const adminCookie = await t.signIn(admin.email);
    const saved = await t.request('PUT', '/api/settings', {
      cookie: adminCookie,
      body: { values: { ticket_highlight_user_id: admin.id } },
    });
    expect(saved.status).toBe(200);
    const mine = await t.createTicket(VALID_TICKET, adminCookie);
    const theirs = await t.createTicket();
    expect(mine.highlighted).toBe(true);
    expect(theirs.highlighted).toBe(false);
  });
});
