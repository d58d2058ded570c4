import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES as M } from '../../../shared/tickets/ticket-schemas';
import { createStaffApp, errorBody, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import {
  expectFieldRefused,
  INVALID_FIELDS,
  REQUIRED_FIELDS,
  storedCounts,
  storedTicket,
} from './tickets-test-kit';

let t: StaffApp;

// Fixed "now": 15 March 2026, so "today" for the purchase date is known.
beforeAll(async () => {
  t = await createStaffApp({ now: '2026-03-15T10:00:00Z' });
});
afterAll(() => t.close());

const post = (body: Record<string, unknown>) =>
  t.request('POST', '/api/tickets', { cookie: t.cookie, body });

describe('POST /api/tickets: refused input', () => {
  it('answers every field error at once, in Italian, and stores nothing', async () => {
    const before = await storedCounts(t);
    const response = await post({
      customer_email: 'non-una-mail',
      price: -3,
      purchase_date: '2026-03-16',
      customer_phone: '+12345678901234567',
      priority: 'urgente',
      assigned_to: 'mario',
    });
    expect(response.status).toBe(400);
    const body = await errorBody(response);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details?.fieldErrors).toEqual({
      description: [M.descriptionRequired],
      customer_name: [M.customerNameRequired],
      customer_email: [M.customerEmailInvalid],
      device_type: [M.deviceTypeRequired],
      price: [M.priceNegative],
      purchase_date: [M.purchaseDateFuture],
      customer_phone: [M.phoneTooLong],
      priority: [M.priorityInvalid],
      assigned_to: [M.assigneeInvalid],
    });
    expect(await storedCounts(t)).toEqual(before);
  });

  it.each(INVALID_FIELDS)(
    'refuses %s with its message and stores nothing',
    async (_, fields, field, message) => {
      const before = await storedCounts(t);
      await expectFieldRefused(await post({ ...VALID_TICKET, ...fields }), field, message);
      expect(await storedCounts(t)).toEqual(before);
    },
  );

  it.each(REQUIRED_FIELDS)(
    'refuses a ticket without %s and stores nothing',
    async (field, message) => {
      const before = await storedCounts(t);
      const { [field as keyof typeof VALID_TICKET]: _, ...rest } = VALID_TICKET;
      await expectFieldRefused(await post(rest), field, message);
      await expectFieldRefused(await post({ ...VALID_TICKET, [field]: '   ' }), field, message);
      expect(await storedCounts(t)).toEqual(before);
    },
  );
});

describe('POST /api/tickets: phone, price and purchase date rules', () => {
  it('stores a phone as + and digits: no prefix means +39, 00 becomes +, 15 digits pass', async () => {
    for (const [typed, kept] of [
      ['347 000 1234', '+393470001234'],
      ['(347) 000-1234', '+393470001234'],
      ['0044 20 7946 0958', '+442079460958'],
      ['+1 202 555 0100', '+12025550100'],
      ['+123456789012345', '+123456789012345'],
      ['1234567890123', '+391234567890123'],
    ]) {
      const ticket = await t.createTicket({ ...VALID_TICKET, customer_phone: typed });
      expect(ticket.customer_phone, typed).toBe(kept);
      expect((await storedTicket(t, ticket.id)).customer_phone, typed).toBe(kept);
    }
  });

  it('checks the price decimals and "today" in Rome, not UTC', async () => {
    const decimals = await post({ ...VALID_TICKET, price: 10.999 });
    expect((await errorBody(decimals)).error.details?.fieldErrors?.price).toEqual([
      M.priceDecimals,
    ]);
    t.setNow('2026-03-15T23:30:00Z'); // already 16 March in Rome
    try {
      const ticket = await t.createTicket({ ...VALID_TICKET, purchase_date: '2026-03-16' });
      expect(ticket.purchase_date).toBe('2026-03-16');
    } finally {
      t.setNow('2026-03-15T10:00:00Z');
    }
  });

  it('refuses a purchase date of tomorrow in Rome, up to the last second before midnight', async () => {
    try {
      t.setNow('2026-07-10T21:59:59Z'); // 23:59:59 on 10 July in Rome (UTC+2)
      let before = await storedCounts(t);
      await expectFieldRefused(
        await post({ ...VALID_TICKET, purchase_date: '2026-07-11' }),
        'purchase_date',
        M.purchaseDateFuture,
      );
      expect(await storedCounts(t)).toEqual(before);

      t.setNow('2026-07-10T22:00:00Z'); // midnight in Rome: 11 July is today, 12 July tomorrow
      before = await storedCounts(t);
      await expectFieldRefused(
        await post({ ...VALID_TICKET, purchase_date: '2026-07-12' }),
        'purchase_date',
        M.purchaseDateFuture,
      );
      expect(await storedCounts(t)).toEqual(before);
      const today = await t.createTicket({ ...VALID_TICKET, purchase_date: '2026-07-11' });
      expect((await storedTicket(t, today.id)).purchase_date).toBe('2026-07-11');
    } finally {
      t.setNow('2026-03-15T10:00:00Z');
    }
  });
});
