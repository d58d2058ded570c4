import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepairsReportDto } from '../../../shared/reports/report-dto';
import { turnaroundRollupSql, turnaroundSql } from '../../db/report-facts-sql';
import {
  createStaffApp,
  patchTicketAt,
  readJson,
  type StaffApp,
  VALID_TICKET,
} from '../../test/staff-test-kit';

/**
 * The turnaround histogram's two narrower copies (migration 202612045020) against the plain
 * GROUP BY of the history, when a ticket adds a new histogram row and when it adds to one that
 * exists (the copies' update path), and the report read through each of them.
 */
let t: StaffApp;
let anna: string;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-10-01T08:00:00.000Z' });
  anna = (await t.addUser('employee')).id;
});
afterAll(() => t.close());

const move = (id: string, status: string, at: string) => patchTicketAt(t, id, at, { status });

const rows = async (query: string) =>
  (await sql.raw<Record<string, unknown>>(query).execute(t.db)).rows
    .map((r) => JSON.stringify(Object.values(r).map((v) => String(v))))
    .sort();

const report = async (query: string) =>
  readJson<RepairsReportDto>(
    await t.request('GET', `/api/reports/repairs?from=2026-10-01&to=2026-11-10${query}`, {
      cookie: t.cookie,
    }),
  );

describe('report_turnaround_devices and report_turnaround_assignees', () => {
  it('equal the plain GROUP BY and give the report its figures', async () => {
    const iphone = { ...VALID_TICKET, device_type: 'iPhone 13' };
    const samsung = { ...VALID_TICKET, device_type: 'Samsung Galaxy' };
    // Same month, device, technician and days: one histogram row that grows to 2.
    const a1 = await t.createTicket({ ...iphone, assigned_to: anna });
    const a2 = await t.createTicket({ ...iphone, assigned_to: anna });
    // A new row of the full histogram that adds to an existing row of each copy.
    const b = await t.createTicket(iphone);
    const c = await t.createTicket({ ...samsung, assigned_to: anna });
    for (const ticket of [a1, a2, b, c])
      await move(ticket.id, 'Pronto per il ritiro', '2026-10-03T09:00:00.000Z');
    // Ready again is not a first arrival; closed after 5 and 40 days (another month).
    await move(a1.id, 'In lavorazione', '2026-10-04T09:00:00.000Z');
    await move(a1.id, 'Pronto per il ritiro', '2026-10-05T09:00:00.000Z');
    await move(a1.id, 'Chiuso', '2026-10-06T09:00:00.000Z');
    await move(c.id, 'Chiuso', '2026-11-10T09:00:00.000Z');
    t.setNow('2026-11-10T10:00:00.000Z');

    const postgres = t.database.dialect === 'postgres';
    for (const [table, scope] of [
      ['report_turnaround_devices', 'device_type'],
      ['report_turnaround_assignees', 'assignee'],
    ] as const)
      expect(await rows(`select month, ${scope}, target, days, tickets from ${table}`)).toEqual(
        await rows(turnaroundRollupSql(`(${turnaroundSql(postgres)})`, scope)),
      );
    expect(
      await rows(
        `select tickets from report_turnaround_devices where device_type = 'iPhone 13' and target = 'ready'`,
      ),
    ).toEqual(['["3"]']);

    const all = await report('');
    expect(all.to_ready.overall).toMatchObject({ tickets: 4, median_days: 2, p90_days: 2 });
    expect(all.to_ready.by_device.map((r) => [r.key, r.tickets])).toEqual([
      ['iPhone 13', 3],
      ['Samsung Galaxy', 1],
    ]);
    expect(all.to_ready.by_technician.map((r) => [r.key, r.tickets])).toEqual([
      [anna, 3],
      ['', 1],
    ]);
    expect(all.to_closed.by_month.map((r) => [r.key, r.median_days])).toEqual([
      ['2026-10', 5],
      ['2026-11', 40],
    ]);
    const hers = await report(`&technician_id=${anna}`);
    expect(hers.to_ready.by_device.map((r) => [r.key, r.tickets])).toEqual([
      ['iPhone 13', 2],
      ['Samsung Galaxy', 1],
    ]);
    expect(hers.to_closed.overall).toMatchObject({ tickets: 2, median_days: 5, p90_days: 40 });
    const phones = await report('&device_type=iPhone%2013');
    expect(phones.to_ready.by_technician.map((r) => [r.key, r.tickets])).toEqual([
      [anna, 2],
      ['', 1],
    ]);
    expect(phones.to_closed.by_month.map((r) => r.key)).toEqual(['2026-10']);
    const both = await report(`&technician_id=${anna}&device_type=Samsung%20Galaxy`);
    expect(both.to_ready.by_device.map((r) => [r.key, r.tickets])).toEqual([['Samsung Galaxy', 1]]);
  });
});
