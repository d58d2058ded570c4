import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketDetailDto } from '../../../shared/tickets/ticket-dto';
import { appFor, freshIp } from '../../test/public-test-kit';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';
import { createQuote, WORKED_ITEMS } from '../quotes/quotes-test-kit';

/**
 * A ticket's history says who moved it: a staff account, or the customer answering a quote on the
 * public page (who has no account, and is not a deleted one).
 */
let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp({ role: 'employee', now: '2026-03-10T09:00:00Z' });
});
afterAll(() => t.close());

let minute = 0;
/** A minute later each time: the history is in time order. */
const tick = () => t.setNow(`2026-03-10T10:${String(minute++).padStart(2, '0')}:00Z`);

async function answered(answer: 'accept' | 'refuse') {
  tick();
  const ticket = await t.createTicket();
  const quote = await createQuote(t, {
    customer_name: 'Giulia Bianchi',
    customer_email: 'giulia@example.it',
    items: WORKED_ITEMS,
    ticket_id: ticket.id,
  });
  tick();
  const sent = await t.request('POST', `/api/quotes/${quote.id}/send`, { cookie: t.cookie });
  expect(sent.status, await sent.clone().text()).toBe(200);
  tick();
  const body = new FormData();
  body.append('answer', answer);
  const response = await appFor(t)(`/public/quotes/${quote.id}/risposta`, {
    method: 'POST',
    body,
    ip: freshIp(),
  });
  expect(response.status, await response.clone().text()).toBe(303);
  const detail = await t.request('GET', `/api/tickets/${ticket.id}`, { cookie: t.cookie });
  return (await readJson<TicketDetailDto>(detail)).history;
}

describe('the ticket history', () => {
  it("names the customer's answer as the customer's, and staff moves as staff", async () => {
    for (const [answer, status] of [
      ['accept', 'Preventivo accettato'],
      ['refuse', 'Rifiutato'],
    ] as const) {
      const history = await answered(answer);
      expect(history.map((h) => [h.to_status, h.changed_via])).toEqual([
        ['Ticket inserito', 'staff'],
        ['Preventivo inviato', 'staff'],
        [status, 'customer'],
      ]);
      expect(history[1]?.changed_by).toBe(t.staff.id);
      expect(history[2]).toMatchObject({ changed_by: null, changed_by_name: 'Giulia Bianchi' });
    }
  });
});
