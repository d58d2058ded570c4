import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepairsReportDto } from '../../../shared/reports/report-dto';
import { openTicketsSql } from '../../db/report-facts-sql';
import {
  createStaffApp,
  patchTicketAt,
  readJson,
  type StaffApp,
  VALID_TICKET,
} from '../../test/staff-test-kit';
import { purgeTicket } from '../tickets/tickets.service';

/**
 * `report_open_tickets` (migration 202612041001) against the plain query over the tickets and
 * their history, through everything that moves a ticket in or out of it or changes its row.
 */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-10-01T08:00:00.000Z' });
});
afterAll(() => t.close());

const patch = (id: string, at: string, body: Record<string, unknown>) =>
  patchTicketAt(t, id, at, body);

const kept = async () =>
  (
    await t.db
      .selectFrom('report_open_tickets')
      .select(['ticket_id', 'status', 'device_type', 'assignee', 'opened_day', 'ready_day'])
      .orderBy('ticket_id')
      .execute()
  ).map((r) => Object.values(r).join('|'));

const plain = async () =>
  (
    await sql
      .raw<Record<string, string>>(
        `select * from (${openTicketsSql(t.database.dialect === 'postgres')}) o order by ticket_id`,
      )
      .execute(t.db)
  ).rows.map((r) =>
    ['ticket_id', 'status', 'device_type', 'assignee', 'opened_day', 'ready_day']
      .map((k) => r[k])
      .join('|'),
  );

describe('report_open_tickets', () => {
  it('equals the plain query through moves, reassignment, deletion, restore and purge', async () => {
    // Created at 00:30 in Rome on 1 November: opened that day, not on 31 October (UTC).
    t.setNow('2026-10-31T23:30:00.000Z');
    const late = await t.createTicket({ ...VALID_TICKET, device_type: 'iPhone 13' });
    t.setNow('2026-10-02T08:00:00.000Z');
    const again = await t.createTicket();
    const closed = await t.createTicket();
    const deleted = await t.createTicket();
    const purged = await t.createTicket();

    await patch(again.id, '2026-10-03T08:00:00.000Z', { status: 'Pronto per il ritiro' });
    await patch(again.id, '2026-10-04T08:00:00.000Z', { status: 'In lavorazione' });
    await patch(again.id, '2026-10-05T08:00:00.000Z', { assigned_to: t.staff.email });
    // The ticket's row is written before its history entry: the entry moves the ready day on.
    await patch(again.id, '2026-10-05T22:30:00.000Z', { status: 'Pronto per il ritiro' });
    await patch(closed.id, '2026-10-08T08:00:00.000Z', { status: 'Chiuso' });
    await patch(deleted.id, '2026-10-09T08:00:00.000Z', { status: 'Pronto per il ritiro' });
    expect(
      (await t.request('DELETE', `/api/tickets/${deleted.id}`, { cookie: t.cookie })).status,
    ).toBe(204);
    expect(await kept()).toEqual(await plain());
    expect(
      (await t.request('POST', `/api/tickets/${deleted.id}/restore`, { cookie: t.cookie })).status,
    ).toBe(200);
    await t.request('DELETE', `/api/tickets/${purged.id}`, { cookie: t.cookie });
    await purgeTicket(t.deps, purged.id);

    const rows = await kept();
    expect(rows).toEqual(await plain());
    const row = (id: string) => rows.find((r) => r.startsWith(`${id}|`));
    expect(row(late.id)).toBe(`${late.id}|Ticket inserito|iPhone 13||2026-11-01|`);
    // Ready again at 00:30 in Rome on 6 October: the later day counts.
    expect(row(again.id)).toBe(
      `${again.id}|Pronto per il ritiro|${VALID_TICKET.device_type}|${t.staff.id}|2026-10-02|2026-10-06`,
    );
    expect(row(deleted.id)).toMatch(/\|Pronto per il ritiro\|.*\|2026-10-09$/);
    expect([row(closed.id), row(purged.id)]).toEqual([undefined, undefined]);

    t.setNow('2026-11-10T10:00:00.000Z');
    const report = await readJson<RepairsReportDto>(
      await t.request('GET', '/api/reports/repairs', { cookie: t.cookie }),
    );
    expect(report.ready_waiting).toEqual([0, 0, 0, 0, 2]);
    const open = Object.fromEntries(report.open_by_age.map((o) => [o.status, o.buckets]));
    expect(open['Ticket inserito']).toEqual([0, 0, 1, 0, 0]);
  });

  it('counts each age bucket from its first day to the day before the next one', async () => {
    const device = { ...VALID_TICKET, device_type: 'Pixel 9' };
    const openedOn = async (day: string) => {
      t.setNow(`${day}T12:00:00.000Z`);
      return t.createTicket(device);
    };
    // On 10 November the buckets start on 7 November (0–3 days), 3 November, 27 and 11 October.
    const days = ['11-07', '11-06', '11-03', '11-02', '10-27', '10-26', '10-11', '10-10'];
    const tickets = [];
    for (const day of days) tickets.push(await openedOn(`2026-${day}`));
    await patch(tickets[0]?.id ?? '', '2026-11-08T12:00:00.000Z', {
      status: 'Pronto per il ritiro',
    });
    await patch(tickets[7]?.id ?? '', '2026-11-03T12:00:00.000Z', {
      status: 'Pronto per il ritiro',
    });

    t.setNow('2026-11-10T10:00:00.000Z');
    const report = await readJson<RepairsReportDto>(
      await t.request('GET', '/api/reports/repairs?device_type=Pixel%209', { cookie: t.cookie }),
    );
    const open = Object.fromEntries(report.open_by_age.map((o) => [o.status, o.buckets]));
    expect(open['Ticket inserito']).toEqual([0, 2, 2, 2, 0]);
    expect(open['Pronto per il ritiro']).toEqual([1, 0, 0, 0, 1]);
    expect(report.ready_waiting).toEqual([1, 1, 0, 0, 0]);
  });
});
