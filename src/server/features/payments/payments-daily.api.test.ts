import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyCashDto, PaymentsPageDto } from '../../../shared/payments/payment-dto';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-schemas';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { pay, reversed } from './payments-test-kit';

/**
 * *Chiusura di cassa* and the list: Rome's day, totals per method and per person, and who reads
 * what (employees their own day; admins any day and person).
 */
let t: StaffApp;
let anna: { id: string; cookie: string };
let ticketId: string;

beforeAll(async () => {
  // 22:30 UTC on 3 Nov is 23:30 in Rome: still the 3rd there.
  t = await createStaffApp({ role: 'admin', now: '2026-11-02T23:30:00.000Z' });
  await t.db
    .updateTable('users')
    .set({ name: 'Mario Rossi' })
    .where('id', '=', t.staff.id)
    .execute();
  const user = await t.addUser('employee');
  await t.db.updateTable('users').set({ name: 'Anna Verdi' }).where('id', '=', user.id).execute();
  anna = { id: user.id, cookie: await t.signIn(user.email) };
  ticketId = (await t.createTicket({ ...VALID_TICKET })).id;
  // 00:30 in Rome on the 3rd: Mario takes cash.
  await pay(t, { ticket_id: ticketId, amount: 10, method: 'contanti' });
  t.setNow('2026-11-03T09:00:00.000Z');
  await pay(t, { ticket_id: ticketId, amount: '25,50', method: 'carta' });
  t.setNow('2026-11-03T10:00:00.000Z');
  await pay(t, { ticket_id: ticketId, amount: 40, method: 'contanti' }, anna.cookie);
  t.setNow('2026-11-03T11:00:00.000Z');
  const wrong = await pay(t, { ticket_id: ticketId, amount: 5, method: 'satispay' }, anna.cookie);
  t.setNow('2026-11-03T12:00:00.000Z');
  await reversed(t, wrong.payment.id, 'Pagamento doppio');
  t.setNow('2026-11-03T23:10:00.000Z'); // 00:10 on the 4th in Rome
  await pay(t, { ticket_id: ticketId, amount: 99, method: 'contanti' });
});
afterAll(() => t.close());

const daily = async (query: string, cookie = t.cookie) => {
  const response = await t.request('GET', `/api/payments/daily${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<DailyCashDto>(response);
};

describe('GET /api/payments/daily', () => {
  it('sums the Rome day per method and per person, stornos included as what was given back', async () => {
    const day = await daily('?date=2026-11-03');
    expect(day.totals).toEqual({ incasso: 80.5, rimborso: 5, net: 75.5, count: 5 });
    expect(day.by_method).toEqual([
      { method: 'contanti', incasso: 50, rimborso: 0, net: 50, count: 2 },
      { method: 'carta', incasso: 25.5, rimborso: 0, net: 25.5, count: 1 },
      { method: 'satispay', incasso: 5, rimborso: 5, net: 0, count: 2 },
    ]);
    expect(day.by_user).toEqual([
      // Mario's storno of Anna's payment is in Anna's drawer, as her payment was.
      { user_id: anna.id, name: 'Anna Verdi', incasso: 45, rimborso: 5, net: 40, count: 3 },
      { user_id: t.staff.id, name: 'Mario Rossi', incasso: 35.5, rimborso: 0, net: 35.5, count: 2 },
    ]);
    const person = await daily(`?date=2026-11-03&user_id=${anna.id}`);
    expect(person).toMatchObject({ user_id: anna.id, user_name: 'Anna Verdi' });
    expect(person.totals.net).toBe(40);
    expect((await daily('?date=2026-11-04')).totals.net).toBe(99);
    // Without a date: today in Rome (the 4th by the clock).
    expect((await daily('')).date).toBe('2026-11-04');
  });

  it('gives an employee their own day only, whatever person they ask for', async () => {
    const own = await daily(`?date=2026-11-03&user_id=${t.staff.id}`, anna.cookie);
    expect(own).toMatchObject({ user_id: anna.id, user_name: 'Anna Verdi' });
    expect(own.by_user.map((u) => u.name)).toEqual(['Anna Verdi']);
    expect(own.totals).toEqual({ incasso: 45, rimborso: 5, net: 40, count: 3 });
  });

  it('refuses a bad date and an unknown person, in Italian', async () => {
    const bad = await t.request('GET', '/api/payments/daily?date=2026-02-30', { cookie: t.cookie });
    expect(bad.status).toBe(400);
    expect((await readJson<{ error: { message: string } }>(bad)).error.message).toBe(
      PAYMENT_MESSAGES.dateInvalid,
    );
    const nobody = await t.request('GET', `/api/payments/daily?user_id=${crypto.randomUUID()}`, {
      cookie: t.cookie,
    });
    expect(nobody.status).toBe(400);
  });
});

describe('GET /api/payments', () => {
  const list = async (query: string, cookie = t.cookie) =>
    readJson<PaymentsPageDto>(await t.request('GET', `/api/payments${query}`, { cookie }));

  it('filters by day, method and person, newest first, in pages', async () => {
    const day = await list('?from=2026-11-03&to=2026-11-03');
    expect(day.items.map((p) => p.amount)).toEqual([5, 5, 40, 25.5, 10]);
    expect((await list('?method=contanti')).items.map((p) => p.amount)).toEqual([99, 40, 10]);
    expect(
      (await list(`?user_id=${anna.id}`)).items.every((p) => p.user_name === 'Anna Verdi'),
    ).toBe(true);
    const first = await list('?limit=4');
    expect(first.items.length).toBe(4);
    const next = await list(`?limit=4&cursor=${first.next_cursor}`);
    expect(next.items.length).toBe(2);
    expect(next.next_cursor).toBeNull();
    const bad = await t.request('GET', '/api/payments?from=2026-11-04&to=2026-11-03', {
      cookie: t.cookie,
    });
    expect(bad.status).toBe(400);
  });

  it("shows an employee a ticket's payments, and across the shop only their own", async () => {
    expect((await list(`?ticket_id=${ticketId}`, anna.cookie)).items.length).toBe(6);
    const own = await list('', anna.cookie);
    expect(own.items.map((p) => p.user_id)).toEqual([anna.id, anna.id, anna.id]);
  });
});
