import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, errorBody, type StaffApp } from '../../test/staff-test-kit';

let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp({ now: '2026-03-15T10:00:00Z' });
});
afterAll(() => t.close());

describe('ticket routes without a session', () => {
  it('requires a session for every ticket route (401 with the seed message)', async () => {
    const ticket = await t.createTicket();
    for (const [method, path] of [
      ['GET', '/api/tickets'],
      ['POST', '/api/tickets'],
      ['GET', `/api/tickets/${ticket.id}`],
      ['PATCH', `/api/tickets/${ticket.id}`],
      ['DELETE', `/api/tickets/${ticket.id}`],
    ] as const) {
      const response = await t.request(method, path, { body: method === 'GET' ? undefined : {} });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await errorBody(response)).error.message).toBe(
        'Sessione non attiva. Effettua il login.',
      );
    }
  });
});
