import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES as M } from '../../../shared/tickets/ticket-schemas';
import {
  createStaffApp,
  errorBody,
  type StaffApp,
  type Ticket,
  VALID_TICKET,
} from '../../test/staff-test-kit';
import {
  expectFieldRefused,
  INVALID_FIELDS,
  REQUIRED_FIELDS,
  storedCounts,
  storedTicket,
} from './tickets-test-kit';

let t: StaffApp;
/** Refused edits leave this ticket untouched, at version 1. */
let kept: Ticket;

beforeAll(async () => {
  t = await createStaffApp({ now: '2026-03-15T10:00:00Z' });
  kept = await t.createTicket({
    ...VALID_TICKET,
    customer_phone: '+39 347 000 1234',
    price: 25,
    purchase_date: '2026-03-01',
  });
});
afterAll(() => t.close());

const patch = (id: string, body: Record<string, unknown>) =>
  t.request('PATCH', `/api/tickets/${id}`, { cookie: t.cookie, body });

/** Sends the edit to `kept`, expects the refusal, and checks nothing was written. */
async function expectEditRefused(body: Record<string, unknown>, field: string, message: string) {
  const row = await storedTicket(t, kept.id);
  const counts = await storedCounts(t);
  await expectFieldRefused(await patch(kept.id, { version: 1, ...body }), field, message);
  expect(await storedTicket(t, kept.id)).toEqual(row);
  expect(row.version).toBe(1);
  expect(await storedCounts(t)).toEqual(counts);
}

describe('PATCH /api/tickets/:id: refused input', () => {
  it('needs the version and a change; refuses an unknown status and blanking a required field', async () => {
    const ticket = await t.createTicket();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ status: 'Chiuso' }, 'version', M.versionRequired],
      [{ version: 1 }, '_', M.nothingToChange],
      [{ version: 1, status: 'Finito' }, 'status', M.statusInvalid],
      [{ version: 1, customer_name: ' ' }, 'customer_name', M.customerNameRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(ticket.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorBody(response)).error.details?.fieldErrors?.[field]).toEqual([message]);
    }
  });

  it.each(INVALID_FIELDS)(
    'refuses %s and leaves the row and its version as they were',
    async (_, fields, field, message) => {
      await expectEditRefused(fields, field, message);
    },
  );

  it.each(REQUIRED_FIELDS)(
    'refuses emptying %s and leaves the row as it was',
    async (field, message) => {
      await expectEditRefused({ [field]: '' }, field, message);
      await expectEditRefused({ [field]: null }, field, message);
    },
  );
});

describe('PATCH /api/tickets/:id: phone and purchase date rules', () => {
  it('stores an edited phone as + and digits: no prefix means +39, 00 becomes +', async () => {
    const ticket = await t.createTicket();
    let version = ticket.version;
    for (const [typed, stored] of [
      ['347 000 9876', '+393470009876'],
      ['0041 44 668 18 00', '+41446681800'],
      ['+123456789012345', '+123456789012345'],
    ]) {
      const response = await patch(ticket.id, { version, customer_phone: typed });
      expect(response.status, typed).toBe(200);
      version += 1;
      const row = await storedTicket(t, ticket.id);
      expect([row.customer_phone, row.version], typed).toEqual([stored, version]);
    }
  });

  it('refuses a purchase date of tomorrow in Rome, up to the last second before midnight', async () => {
    try {
      t.setNow('2026-07-10T21:59:59Z'); // 23:59:59 on 10 July in Rome (UTC+2)
      await expectEditRefused(
        { purchase_date: '2026-07-11' },
        'purchase_date',
        M.purchaseDateFuture,
      );
      t.setNow('2026-07-10T22:00:00Z'); // midnight in Rome: 11 July is today, 12 July tomorrow
      await expectEditRefused(
        { purchase_date: '2026-07-12' },
        'purchase_date',
        M.purchaseDateFuture,
      );
      const ticket = await t.createTicket();
      const response = await patch(ticket.id, { version: 1, purchase_date: '2026-07-11' });
      expect(response.status).toBe(200);
      expect((await storedTicket(t, ticket.id)).purchase_date).toBe('2026-07-11');
    } finally {
      t.setNow('2026-03-15T10:00:00Z');
    }
  });
});
