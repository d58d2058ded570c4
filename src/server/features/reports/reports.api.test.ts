import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MoneyReportDto,
  PartsReportDto,
  RepairsReportDto,
} from '../../../shared/reports/report-dto';
import { REPORT_MESSAGES } from '../../../shared/reports/report-schemas';
import { statusTimeSql, ticketDaysSql, turnaroundSql } from '../../db/report-facts-sql';
import {
  createStaffApp,
  errorBody,
  patchTicketAt,
  readJson,
  type StaffApp,
  VALID_TICKET,
} from '../../test/staff-test-kit';
import { pay } from '../payments/payments-test-kit';

/**
 * The reports on a small shop whose every step has a known date: A (iPhone, Anna, 100 €) waits 9
 * days in Parti ordinate, is ready after 10 days and closed after 12; B (Samsung, nobody) is ready
 * after 1 day and still waiting; C (iPhone, Anna) is open since 20 October. Today: 10 November.
 */
let t: StaffApp;
let anna: { id: string; cookie: string };
const RANGE = '?from=2026-10-01&to=2026-11-10';

const move = (id: string, status: string, at: string) => patchTicketAt(t, id, at, { status });

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-10-01T08:00:00.000Z' });
  const user = await t.addUser('employee');
  await t.db.updateTable('users').set({ name: 'Anna Verdi' }).where('id', '=', user.id).execute();
  anna = { id: user.id, cookie: await t.signIn(user.email) };
  const iphone = { ...VALID_TICKET, device_type: 'iPhone 13', assigned_to: anna.id };
  const a = await t.createTicket({ ...iphone, price: 100 });
  await move(a.id, 'Parti ordinate', '2026-10-02T08:00:00.000Z');
  await move(a.id, 'Pronto per il ritiro', '2026-10-11T08:00:00.000Z');
  await pay(t, { ticket_id: a.id, amount: 100, method: 'contanti' });
  await move(a.id, 'Chiuso', '2026-10-13T08:00:00.000Z');
  t.setNow('2026-10-05T08:00:00.000Z');
  const b = await t.createTicket({ ...VALID_TICKET, device_type: 'Samsung Galaxy' });
  await move(b.id, 'Pronto per il ritiro', '2026-10-06T08:00:00.000Z');
  t.setNow('2026-10-20T08:00:00.000Z');
  await t.createTicket(iphone);
  t.setNow('2026-11-10T10:00:00.000Z');
});
afterAll(() => t.close());

const get = async <T>(path: string, cookie = t.cookie) => {
  const response = await t.request('GET', path, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<T>(response);
};

describe('GET /api/reports/repairs', () => {
  it('tells where tickets wait, how long repairs take and what is waiting now', async () => {
    const r = await get<RepairsReportDto>(`/api/reports/repairs${RANGE}`);
    expect(r.status_time[0]).toEqual({
      status: 'Parti ordinate',
      spells: 1,
      average_seconds: 9 * 86_400,
    });
    expect(r.status_time).toContainEqual({
      status: 'Ticket inserito',
      spells: 2,
      average_seconds: 86_400,
    });
    expect(r.period).toBe('week');
    const sum = (key: 'received' | 'delivered') => r.volumes.reduce((n, v) => n + v[key], 0);
    expect([sum('received'), sum('delivered')]).toEqual([3, 1]);
    expect(r.volumes[0]).toEqual({ period: '2026-09-28', received: 1, delivered: 0 });
    expect(r.to_ready.overall).toMatchObject({ tickets: 2, median_days: 1, p90_days: 10 });
    expect(r.to_closed.overall).toMatchObject({ tickets: 1, median_days: 12, p90_days: 12 });
    expect(r.to_ready.by_technician.map((x) => [x.label, x.median_days])).toEqual(
      expect.arrayContaining([
        ['Anna Verdi', 10],
        ['Non assegnato', 1],
      ]),
    );
    expect(r.to_ready.by_device.map((x) => x.key).sort()).toEqual(['Samsung Galaxy', 'iPhone 13']);
    const open = Object.fromEntries(r.open_by_age.map((o) => [o.status, o.buckets]));
    expect(open['Ticket inserito']).toEqual([0, 0, 0, 1, 0]);
    expect(open['Pronto per il ritiro']).toEqual([0, 0, 0, 0, 1]);
    expect(r.ready_waiting).toEqual([0, 0, 0, 0, 1]);
  });

  it('filters by device type and technician', async () => {
    const r = await get<RepairsReportDto>(
      `/api/reports/repairs${RANGE}&device_type=Samsung%20Galaxy`,
    );
    expect(r.to_ready.overall.tickets).toBe(1);
    expect(r.status_time.map((s) => s.status)).toEqual(['Ticket inserito']);
  });

  it('gives an employee their own figures, whatever technician they ask for', async () => {
    const r = await get<RepairsReportDto>(
      `/api/reports/repairs${RANGE}&technician_id=${t.staff.id}`,
      anna.cookie,
    );
    expect(r.filters).toMatchObject({ technician_id: anna.id, own_only: true });
    expect(r.to_ready.overall).toMatchObject({ tickets: 1, median_days: 10 });
    expect(r.ready_waiting).toEqual([0, 0, 0, 0, 0]);
  });

  it('keeps summaries equal to a plain GROUP BY of the history', async () => {
    const postgres = t.database.dialect === 'postgres';
    const rows = async (query: string) =>
      (await sql.raw<Record<string, unknown>>(query).execute(t.db)).rows
        .map((r) => JSON.stringify(Object.values(r).map((v) => String(v))))
        .sort();
    expect(
      await rows(
        'select day, device_type, assignee, received, delivered, delivered_priced, delivered_value from report_ticket_days',
      ),
    ).toEqual(await rows(ticketDaysSql(postgres)));
    expect(
      await rows(
        'select month, device_type, assignee, target, days, tickets from report_turnaround',
      ),
    ).toEqual(await rows(turnaroundSql(postgres)));
    expect(
      await rows(
        'select month, device_type, assignee, status, spells, seconds from report_status_time',
      ),
    ).toEqual(await rows(statusTimeSql(postgres)));
  });

  it('refuses a bad range in Italian and a user account', async () => {
    const bad = await t.request('GET', '/api/reports/repairs?from=2026-11-10&to=2026-10-01', {
      cookie: t.cookie,
    });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).error.message).toBe(REPORT_MESSAGES.rangeInvalid);
    const user = await t.addUser('user');
    const cookie = await t.signIn(user.email);
    for (const path of ['repairs', 'money', 'parts', 'repairs.csv'])
      expect((await t.request('GET', `/api/reports/${path}`, { cookie })).status).toBe(403);
  });
});

describe('GET /api/reports/money and /parts', () => {
  it('counts payments by month and method and the average repair value', async () => {
    const r = await get<MoneyReportDto>(`/api/reports/money${RANGE}`);
    expect(r.revenue?.map((m) => [m.month, m.payments_cents])).toEqual([
      ['2026-10', 10_000],
      ['2026-11', 0],
    ]);
    expect(r.payments_by_method).toEqual([
      { method: 'contanti', label: 'Contanti', net_cents: 10_000 },
    ]);
    expect(r.average_repair).toEqual({ tickets: 1, average_cents: 10_000 });
    const own = await get<MoneyReportDto>(`/api/reports/money${RANGE}`, anna.cookie);
    expect(own).toMatchObject({ revenue: null, payments_by_method: null, quotes: null });
  });

  it('hides the stock value from an employee', async () => {
    const admin = await get<PartsReportDto>(`/api/reports/parts${RANGE}`);
    expect(admin.stock).toEqual({ quantity: 0, cost_cents: 0, price_cents: 0 });
    expect((await get<PartsReportDto>(`/api/reports/parts${RANGE}`, anna.cookie)).stock).toBeNull();
  });
});

describe('GET /api/reports/*.csv', () => {
  it('writes the tables for Excel in Italy', async () => {
    const response = await t.request('GET', `/api/reports/repairs.csv${RANGE}`, {
      cookie: t.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="report-riparazioni-2026-10-01-2026-11-10.csv"',
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFFTempo nei singoli stati\r\nStato;Passaggi;Giorni medi\r\n')).toBe(
      true,
    );
    expect(text).toContain('Parti ordinate;1;9,0\r\n');
    const money = await t.request('GET', `/api/reports/money.csv${RANGE}`, { cookie: t.cookie });
    expect(await money.text()).toContain('2026-10;0,00;0,00;100,00;0,00;0,00;0,00\r\n');
  });

  it("names the money report's monthly block as the page does: it is what was invoiced", async () => {
    const money = await t.request('GET', `/api/reports/money.csv${RANGE}`, { cookie: t.cookie });
    const text = await money.text();
    expect(text).toContain(
      "Fatturato per mese, rispetto all'anno prima\r\nMese;Imponibile fatturato;IVA;Pagamenti;",
    );
    expect(text).not.toContain('Incassi per mese');
  });
});
