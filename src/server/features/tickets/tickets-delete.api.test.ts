import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, type StaffApp } from '../../test/staff-test-kit';

let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp({ now: '2026-03-15T10:00:00Z' });
});
afterAll(() => t.close());

describe('DELETE /api/tickets/:id', () => {
  it('deletes a ticket with its history; its events stay for the mailer to discard', async () => {
    const ticket = await t.createTicket();
    const response = await t.request('DELETE', `/api/tickets/${ticket.id}`, { cookie: t.cookie });
    expect(response.status).toBe(204);
    expect((await t.request('GET', `/api/tickets/${ticket.id}`, { cookie: t.cookie })).status).toBe(
      404,
    );
    const history = await t.db
      .selectFrom('ticket_status_history')
      .select('id')
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(history).toEqual([]);
  });
});
