import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyCashDto, PaymentsPageDto } from '../../../shared/payments/payment-dto';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { pay, reversed } from './payments-test-kit';

/**
 * A storno belongs to the drawer the money came out of: the original payment's operator and day,
 * whoever reverses it and whenever; who reversed it stays on the row and in the count.
 */
let t: StaffApp;
let luca: { id: string; cookie: string };

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-03T21:00:00.000Z' });
  await t.db.updateTable('users').set({ name: 'Sara Neri' }).where('id', '=', t.staff.id).execute();
  const user = await t.addUser('employee');
  await t.db.updateTable('users').set({ name: 'Luca Blu' }).where('id', '=', user.id).execute();
  luca = { id: user.id, cookie: await t.signIn(user.email) };
});
afterAll(() => t.close());

const daily = async (query: string, cookie = t.cookie) => {
  const response = await t.request('GET', `/api/payments/daily${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<DailyCashDto>(response);
};

describe('a storno in the cash count', () => {
  it("counts in the technician's own drawer and day, with the admin who reversed it shown", async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 300 });
    const wrong = await pay(
      t,
      { ticket_id: ticket.id, amount: 69, method: 'contanti' },
      luca.cookie,
    );
    t.setNow('2026-11-03T21:30:00.000Z');
    await pay(t, { ticket_id: ticket.id, amount: 149, method: 'contanti' }, luca.cookie);
    expect((await daily('?date=2026-11-03', luca.cookie)).totals.net).toBe(218);

    // The admin reverses it after midnight in Rome: the next day.
    t.setNow('2026-11-03T23:10:00.000Z');
    const storno = await reversed(t, wrong.payment.id, 'Incassato due volte');
    expect(storno).toMatchObject({
      user_id: luca.id,
      user_name: 'Luca Blu',
      entered_by: t.staff.id,
      entered_by_name: 'Sara Neri',
      paid_at: wrong.payment.paid_at,
      created_at: '2026-11-03T23:10:00.000Z',
    });
    const stored = await t.db
      .selectFrom('payments')
      .select(['user_id', 'entered_by', 'paid_at'])
      .where('id', '=', storno.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: luca.id, entered_by: t.staff.id });

    const own = await daily('?date=2026-11-03', luca.cookie);
    expect(own.totals).toEqual({ incasso: 218, rimborso: 69, net: 149, count: 3 });
    expect(own.by_method).toEqual([
      { method: 'contanti', incasso: 218, rimborso: 69, net: 149, count: 3 },
    ]);
    expect(own.reversals).toEqual([
      {
        id: storno.id,
        reverses_id: wrong.payment.id,
        amount: 69,
        method: 'contanti',
        user_name: 'Luca Blu',
        entered_by_name: 'Sara Neri',
        reason: 'Incassato due volte',
        created_at: '2026-11-03T23:10:00.000Z',
      },
    ]);
    // Nothing under the admin, nothing on the day the storno was typed.
    const shop = await daily('?date=2026-11-03');
    expect(shop.by_user.map((u) => [u.name, u.net])).toEqual([['Luca Blu', 149]]);
    expect((await daily('?date=2026-11-04')).totals.count).toBe(0);
    expect((await daily(`?date=2026-11-03&user_id=${t.staff.id}`)).totals.count).toBe(0);
    // The employee's own list shows the storno of their payment.
    const list = await readJson<PaymentsPageDto>(
      await t.request('GET', '/api/payments', { cookie: luca.cookie }),
    );
    expect(list.items.map((p) => [p.amount, p.direction])).toContainEqual([69, 'rimborso']);
  });

  it('says who entered an ordinary payment: the operator', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 10 });
    const { payment } = await pay(
      t,
      { ticket_id: ticket.id, amount: 10, method: 'carta' },
      luca.cookie,
    );
    expect(payment).toMatchObject({
      user_id: luca.id,
      entered_by: luca.id,
      entered_by_name: 'Luca Blu',
    });
  });
});
