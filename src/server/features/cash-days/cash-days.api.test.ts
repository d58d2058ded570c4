import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashDayDto } from '../../../shared/cash-days/cash-day-dto';
import {
  createStaffApp,
  errorBody,
  readJson,
  type StaffApp,
  VALID_TICKET,
} from '../../test/staff-test-kit';
import { pay, reverse } from '../payments/payments-test-kit';

/** The drawer's day on the real app and database: open, move, close, lock, correct. */
let t: StaffApp;
let admin: string;
beforeAll(async () => {
  t = await createStaffApp({ role: 'employee', now: '2026-11-03T09:00:00.000Z' });
  admin = await t.signIn((await t.addUser('admin')).email);
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie = t.cookie) =>
  t.request('POST', path, { cookie, body });
const view = async (query = '', cookie = t.cookie) =>
  readJson<CashDayDto>(await t.request('GET', `/api/cash-days${query}`, { cookie }));
const tender = (dto: CashDayDto, method: string) => dto.tenders.find((x) => x.method === method);

describe('the drawer of an operator', () => {
  let dayId = '';
  let cardPaymentId = '';

  it('opens with a float, takes payments and movements, and shows what is expected', async () => {
    const opened = await post('/api/cash-days/open', { float: '100,00' });
    expect(opened.status, await opened.clone().text()).toBe(201);
    dayId = (await readJson<CashDayDto>(opened)).day?.id ?? '';
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '50' });
    const paid = await pay(t, {
      ticket_id: ticket.id,
      tenders: [
        { method: 'contanti', amount: '30' },
        { method: 'carta', amount: '20' },
      ],
    });
    cardPaymentId = paid.payments[1]?.id ?? '';
    for (const body of [
      { kind: 'prelievo', amount: '10', reason: 'Spesa cancelleria' },
      { kind: 'versamento', amount: 5, reason: 'Monete dal fondo' },
    ]) {
      const moved = await post(`/api/cash-days/${dayId}/movements`, body);
      expect(moved.status, await moved.clone().text()).toBe(201);
    }
    const dto = await view('?date=2026-11-03');
    expect(dto.day).toMatchObject({ status: 'aperta', float: 100 });
    expect(dto.movements.map((m) => [m.kind, m.amount]).sort()).toEqual([
      ['prelievo', 10],
      ['versamento', 5],
    ]);
    expect(tender(dto, 'contanti')).toEqual({
      method: 'contanti',
      expected: 125,
      counted: null,
      difference: null,
    });
    expect(tender(dto, 'carta')?.expected).toBe(20);
    expect(dto.by_operator).toHaveLength(1);
    expect(dto.by_operator[0]?.tenders).toEqual(
      expect.arrayContaining([
        { method: 'contanti', amount: 30 },
        { method: 'carta', amount: 20 },
      ]),
    );
  });

  it('refuses bad input in Italian, and a second open of the day', async () => {
    const noFloat = await post('/api/cash-days/open', {});
    expect(noFloat.status).toBe(400);
    const noReason = await post(`/api/cash-days/${dayId}/movements`, {
      kind: 'prelievo',
      amount: 5,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect((await errorBody(noReason)).error.message).toBe('Indica il motivo del movimento');
    const noCount = await post(`/api/cash-days/${dayId}/close`, { counted: {} });
    expect(noCount.status).toBe(400);
    expect((await errorBody(noCount)).error.details?.fieldErrors).toEqual({
      'counted.contanti': ['Indica i contanti contati nel cassetto'],
    });
    const again = await post('/api/cash-days/open', { float: 0 });
    expect(again.status).toBe(409);
  });

  it('an employee cannot open or read another drawer; an admin can read it', async () => {
    const other = await t.addUser('employee');
    const refused = await post('/api/cash-days/open', { float: 0, drawer: other.id });
    expect(refused.status).toBe(403);
    const asAdmin = await view(`?date=2026-11-03&drawer=${t.staff.id}`, admin);
    expect(asAdmin.day?.id).toBe(dayId);
  });

  it('closes with a difference, then the day is locked: payments, movements, a second close', async () => {
    const closed = await post(`/api/cash-days/${dayId}/close`, { counted: { contanti: '120' } });
    expect(closed.status, await closed.clone().text()).toBe(200);
    const dto = await readJson<CashDayDto>(closed);
    expect(dto.day?.status).toBe('chiusa');
    expect(tender(dto, 'contanti')).toMatchObject({ expected: 125, counted: 120, difference: -5 });
    expect(tender(dto, 'carta')).toMatchObject({ expected: 20, counted: 20, difference: 0 });

    t.setNow('2026-11-03T17:00:00.000Z');
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '10' });
    const late = await post('/api/payments', {
      ticket_id: ticket.id,
      amount: 10,
      method: 'contanti',
    });
    expect(late.status).toBe(409);
    expect((await errorBody(late)).error.message).toContain('La cassa del 03/11/2026 è chiusa');
    const moved = await post(`/api/cash-days/${dayId}/movements`, {
      kind: 'versamento',
      amount: 1,
      reason: 'Tardi',
    });
    expect(moved.status).toBe(409);
    const twice = await post(`/api/cash-days/${dayId}/close`, { counted: { contanti: 1 } });
    expect(twice.status).toBe(409);
    expect(tender(await view('?date=2026-11-03'), 'contanti')?.counted).toBe(120);
  });

  it('a storno of a closed day goes into the next day with a note', async () => {
    t.setNow('2026-11-04T09:00:00.000Z');
    const response = await reverse(t, cardPaymentId, 'Carta addebitata due volte', admin);
    expect(response.status, await response.clone().text()).toBe(201);
    const storno = await readJson<{ paid_at: string; note: string }>(response);
    expect(storno.paid_at).toBe('2026-11-04T09:00:00.000Z');
    expect(storno.note).toBe(
      'Carta addebitata due volte (Correzione della cassa chiusa del 03/11/2026)',
    );
    expect(tender(await view('?date=2026-11-03'), 'carta')?.expected).toBe(20);
    expect(tender(await view('?date=2026-11-04'), 'carta')?.expected).toBe(-20);
  });
});

describe('closing at the same time', () => {
  it('two closes of one day: one wins, the other is 409', async () => {
    t.setNow('2026-11-05T09:00:00.000Z');
    const response = await post('/api/cash-days/open', { float: 50 });
    expect(response.status, await response.clone().text()).toBe(201);
    const opened = await readJson<CashDayDto>(response);
    const id = opened.day?.id ?? '';
    const [a, b] = await Promise.all([
      post(`/api/cash-days/${id}/close`, { counted: { contanti: 50 } }),
      post(`/api/cash-days/${id}/close`, { counted: { contanti: 49 } }, admin),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('payments racing a close: each is either counted in the closing or refused', async () => {
    t.setNow('2026-11-07T09:00:00.000Z');
    const opened = await readJson<CashDayDto>(await post('/api/cash-days/open', { float: 10 }));
    const tickets = await Promise.all(
      Array.from({ length: 6 }, () => t.createTicket({ ...VALID_TICKET, price: '1' })),
    );
    const [closed, ...payments] = await Promise.all([
      post(`/api/cash-days/${opened.day?.id}/close`, { counted: { contanti: 0 } }, admin),
      ...tickets.map((ticket) =>
        post('/api/payments', { ticket_id: ticket.id, amount: 1, method: 'contanti' }),
      ),
    ]);
    expect(closed?.status).toBe(200);
    const statuses = payments.map((p) => p.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const taken = statuses.filter((s) => s === 201).length;
    const frozen = tender(await readJson<CashDayDto>(closed as Response), 'contanti');
    expect(frozen?.expected).toBe(10 + taken);
    expect(tender(await view('?date=2026-11-07'), 'contanti')?.expected).toBe(10 + taken);
  });

  it('only the drawer operator or an admin closes it', async () => {
    t.setNow('2026-11-06T09:00:00.000Z');
    const opened = await readJson<CashDayDto>(await post('/api/cash-days/open', { float: 0 }));
    const other = await t.addUser('employee');
    const otherCookie = await t.signIn(other.email);
    const refused = await post(
      `/api/cash-days/${opened.day?.id}/close`,
      { counted: { contanti: 0 } },
      otherCookie,
    );
    expect(refused.status).toBe(403);
  });
});
