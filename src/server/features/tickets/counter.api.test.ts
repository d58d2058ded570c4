import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerTicketsDto } from '../../../shared/counter/customers';
import type { DashboardCountsDto } from '../../../shared/counter/dashboard';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { purgeTicket } from './tickets.service';
import { listTickets, names } from './tickets-test-kit';

/** On the server: a customer's other tickets, the dashboard's counts and their list filters. */
let t: StaffApp;
const ids: Record<string, string> = {};

/**
 * The clock stays before the real time: a session is refused once the clock is past its real
 * creation plus the session's maximum age.
 */
async function create(key: string, at: string, body: Record<string, unknown>) {
  t.setNow(at);
  ids[key] = (await t.createTicket({ ...VALID_TICKET, ...body })).id;
}

async function get<T>(path: string, status = 200): Promise<T> {
  const response = await t.request('GET', path, { cookie: t.cookie });
  expect(response.status, await response.clone().text()).toBe(status);
  return readJson<T>(response);
}

beforeAll(async () => {
  t = await createStaffApp({ now: '2026-10-22T09:00:00Z', role: 'employee' });
  const giulia = { customer_name: 'Giulia Bianchi', customer_email: 'giulia@example.it' };
  await create('old', '2026-10-22T09:00:00Z', { ...giulia, customer_phone: '+39 333 111 2222' });
  // Same phone, new e-mail and a married name: the newest data wins, one customer.
  await create('newer', '2026-10-31T09:00:00Z', {
    customer_name: 'Giulia Bianchi Neri',
    customer_email: 'giulia.neri@example.it',
    customer_phone: '+39 333 111 2222',
  });
  await create('other', '2026-11-02T09:00:00Z', {
    customer_name: 'Giulio Bianchini',
    customer_email: 'giulio@example.it',
    customer_phone: '+39 347 555 6666',
    device_type: 'Bianchi bici elettrica',
  });
  // A word only in the device: not a customer match.
  await create('device', '2026-11-03T09:00:00Z', {
    customer_name: 'Paolo Gallo',
    customer_email: 'paolo@example.it',
    device_type: 'Bianchi e-bike',
  });
  // 23:50 in Rome on 14 November, then 00:10 on the 15th (CET, UTC+1).
  await create('lateYesterday', '2026-11-14T22:50:00Z', {
    customer_name: 'Sara Sera',
    customer_email: 'sera@example.it',
  });
  await create('today', '2026-11-14T23:10:00Z', {
    customer_name: 'Marta Mattina',
    customer_email: 'mattina@example.it',
    assigned_to: t.staff.email,
  });
  t.setNow('2026-11-15T08:00:00Z');
});
afterAll(() => t.close());

describe('GET /api/tickets/:id/customer-tickets', () => {
  it("lists the customer's other tickets by e-mail or phone, newest first", async () => {
    const others = await get<CustomerTicketsDto>(`/api/tickets/${ids.old}/customer-tickets`);
    expect(others.items.map((ticket) => ticket.id)).toEqual([ids.newer]);
    expect(others.more).toBe(false);
    await get(`/api/tickets/${crypto.randomUUID()}/customer-tickets`, 404);
  });
});

describe('GET /api/dashboard and the list filters behind its numbers', () => {
  it('counts per status, stale after the old-ticket days, mine and today in Rome', async () => {
    const moved = await t.request('PATCH', `/api/tickets/${ids.other}`, {
      cookie: t.cookie,
      body: { version: 1, status: 'Pronto per il ritiro' },
    });
    expect(moved.status).toBe(200); // updated on 15 November: not stale any more
    const counts = await get<DashboardCountsDto>('/api/dashboard');
    expect(counts.by_status).toContainEqual({ status: 'Ticket inserito', count: 5 });
    expect(counts.by_status).toContainEqual({ status: 'Pronto per il ritiro', count: 1 });
    expect(counts.by_status.map((s) => s.status)).not.toContain('Chiuso');
    // Seven days (the default): 22 and 31 October and 3 November are older than 8 November.
    expect(counts).toMatchObject({ stale: 3, stale_days: 7, mine: 1, created_today: 1 });

    expect(names(await listTickets(t, '?stale=true'))).toEqual([
      'Paolo Gallo',
      'Giulia Bianchi Neri',
      'Giulia Bianchi',
    ]);
    expect((await listTickets(t, '?mine=true')).items.map((i) => i.id)).toEqual([ids.today]);
    expect((await listTickets(t, '?today=true')).items.map((i) => i.id)).toEqual([ids.today]);
  });

  it('follows the old-ticket setting, and counts Chiuso nowhere but in "created today"', async () => {
    await t.db
      .insertInto('settings')
      .values({
        key: 'email_admin_old_tickets_days',
        value: '15',
        updated_at: new Date().toISOString(),
      })
      .execute();
    const closed = await t.request('PATCH', `/api/tickets/${ids.today}`, {
      cookie: t.cookie,
      body: { version: 1, status: 'Chiuso' },
    });
    expect(closed.status).toBe(200);
    const counts = await get<DashboardCountsDto>('/api/dashboard');
    // Fifteen days: only 22 October is older than 31 October, 08:00.
    expect(counts).toMatchObject({ stale: 1, stale_days: 15, mine: 0, created_today: 1 });
    await get('/api/tickets?stale=maybe', 400);
  });

  it('counts as late what is past its promised day in Rome and not yet ready, as late=true lists', async () => {
    const now = '2026-11-15T08:00:00Z';
    await create('late', now, { customer_name: 'Luca Tardi', expected_ready_date: '2026-11-14' });
    await create('ready', now, { customer_name: 'Rita Pronta', expected_ready_date: '2026-11-14' });
    const ready = await t.request('PATCH', `/api/tickets/${ids.ready}`, {
      cookie: t.cookie,
      body: { version: 1, status: 'Pronto per il ritiro' },
    });
    expect(ready.status).toBe(200);
    await create('dueToday', now, { customer_name: 'Ugo Oggi', expected_ready_date: '2026-11-15' });
    expect((await get<DashboardCountsDto>('/api/dashboard')).late).toBe(1);
    expect((await listTickets(t, '?late=true')).items.map((i) => i.id)).toEqual([ids.late]);
  });

  it('keeps its per-status rows equal to the tickets through moves, reassignment, deletion and purge', async () => {
    const patch = (id: string | undefined, body: Record<string, unknown>) =>
      t.request('PATCH', `/api/tickets/${id}`, { cookie: t.cookie, body });
    expect((await patch(ids.late, { version: 1, status: 'In lavorazione' })).status).toBe(200);
    const reassigned = await patch(ids.dueToday, { version: 1, assigned_to: t.staff.email });
    expect(reassigned.status).toBe(200);
    const deleted = await t.request('DELETE', `/api/tickets/${ids.device}`, { cookie: t.cookie });
    expect(deleted.status).toBe(204);
    await purgeTicket(t.deps, ids.lateYesterday ?? '');

    const kept = await t.db
      .selectFrom('ticket_open_counts')
      .select(['status', 'assignee', 'tickets'])
      .where('tickets', '>', 0)
      .orderBy('status')
      .orderBy('assignee')
      .execute();
    const counted = await t.db
      .selectFrom('tickets')
      .select((eb) => [
        'status',
        eb.fn.coalesce('assigned_to', eb.val('')).as('assignee'),
        eb.fn.countAll().as('tickets'),
      ])
      .where('deleted_at', 'is', null)
      .where('status', '<>', 'Chiuso')
      .groupBy(['status', 'assigned_to'])
      .orderBy('status')
      .orderBy('assignee')
      .execute();
    const plain = (rows: { status: string; assignee: string; tickets: unknown }[]) =>
      rows.map((row) => `${row.status}|${row.assignee}|${Number(row.tickets)}`);
    expect(plain(kept)).toEqual(plain(counted));
    expect(plain(kept)).toContain(`In lavorazione||1`);
    expect(plain(kept)).toContain(`Ticket inserito|${t.staff.id}|1`);

    const counts = await get<DashboardCountsDto>('/api/dashboard');
    expect(counts.by_status).toContainEqual({ status: 'In lavorazione', count: 1 });
    expect(counts).toMatchObject({ mine: 1, late: 1 });
  });

  it('stays exact under concurrent moves in opposite directions, every one answered', async () => {
    const made = await Promise.all(Array.from({ length: 40 }, () => t.createTicket()));
    const move = (version: number, swap: boolean) =>
      Promise.all(
        made.map((ticket, i) =>
          t.request('PATCH', `/api/tickets/${ticket.id}`, {
            cookie: t.cookie,
            body: { version, status: i % 2 === Number(swap) ? 'In lavorazione' : 'Parti ordinate' },
          }),
        ),
      );
    expect((await move(1, false)).map((answer) => answer.status)).toEqual(made.map(() => 200));
    const answers = await move(2, true);
    expect(answers.map((answer) => answer.status)).toEqual(made.map(() => 200));
    const kept = await t.db
      .selectFrom('ticket_open_counts')
      .select((eb) => ['status', eb.fn.sum('tickets').as('tickets')])
      .groupBy('status')
      .execute();
    const counted = await t.db
      .selectFrom('tickets')
      .select((eb) => ['status', eb.fn.countAll().as('tickets')])
      .where('deleted_at', 'is', null)
      .where('status', '<>', 'Chiuso')
      .groupBy('status')
      .execute();
    const plain = (rows: { status: string; tickets: unknown }[]) =>
      Object.fromEntries(rows.map((row) => [row.status, Number(row.tickets)]).filter(([, n]) => n));
    expect(plain(kept)).toEqual(plain(counted));
  });
});
