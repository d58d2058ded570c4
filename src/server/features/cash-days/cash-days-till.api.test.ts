import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashDayDto } from '../../../shared/cash-days/cash-day-dto';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { pay } from '../payments/payments-test-kit';

/** The shop's choice of one drawer for the till: everyone's payments in one day, one close. */
let t: StaffApp;
let admin: string;
let colleague: string;
beforeAll(async () => {
  t = await createStaffApp({ role: 'employee', now: '2026-11-12T09:00:00.000Z' });
  admin = await t.signIn((await t.addUser('admin')).email);
  colleague = await t.signIn((await t.addUser('employee')).email);
  const saved = await t.request('PUT', '/api/settings', {
    cookie: admin,
    body: { values: { cash_drawer_mode: 'cassa' } },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie = t.cookie) =>
  t.request('POST', path, { cookie, body });

describe('one drawer for the till', () => {
  it("counts both operators' cash, and only its opener or an admin closes it", async () => {
    const opened = await post('/api/cash-days/open', { float: 50, drawer: 'cassa' });
    expect(opened.status, await opened.clone().text()).toBe(201);
    const day = await readJson<CashDayDto>(opened);
    expect(day).toMatchObject({ mode: 'cassa', drawer: 'cassa' });
    for (const cookie of [t.cookie, colleague]) {
      const ticket = await t.createTicket({ ...VALID_TICKET, price: '10' }, cookie);
      await pay(t, { ticket_id: ticket.id, amount: 10, method: 'contanti' }, cookie);
    }
    const seen = await readJson<CashDayDto>(
      await t.request('GET', '/api/cash-days', { cookie: colleague }),
    );
    expect(seen.tenders[0]).toMatchObject({ method: 'contanti', expected: 70 });
    expect(seen.by_operator).toHaveLength(2);

    const id = day.day?.id ?? '';
    const refused = await post(
      `/api/cash-days/${id}/close`,
      { counted: { contanti: 70 } },
      colleague,
    );
    expect(refused.status).toBe(403);
    const closed = await post(`/api/cash-days/${id}/close`, { counted: { contanti: 70 } }, admin);
    expect(closed.status).toBe(200);
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '5' }, colleague);
    const late = await post(
      '/api/payments',
      { ticket_id: ticket.id, amount: 5, method: 'contanti' },
      colleague,
    );
    expect(late.status).toBe(409);
  });
});
