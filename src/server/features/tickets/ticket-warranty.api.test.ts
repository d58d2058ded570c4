import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardCountsDto } from '../../../shared/counter/dashboard';
import type { TicketDto } from '../../../shared/tickets/ticket-dto';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';

/**
 * Warranty returns (decision 030): a new ticket for the IMEI / serial, or the customer and device,
 * of a repair delivered within its warranty names that repair; the list filters them.
 */
let t: StaffApp;
let admin: string;
let staff: string;

/**
 * Moves the clock and signs in again: a session idle for months has ended. Sessions end a few
 * days after the real time of their sign-in, so the clock stays in the past.
 */
async function moveTo(instant: string) {
  t.setNow(instant);
  staff = await t.signIn(t.staff.email);
  admin = await t.signIn(adminEmail);
}
let adminEmail: string;

beforeAll(async () => {
  t = await createStaffApp({ role: 'employee', now: '2026-03-10T09:00:00Z' });
  adminEmail = (await t.addUser('admin')).email;
  await moveTo('2025-11-10T09:00:00Z');
});
afterAll(() => t.close());

const IMEI = '490154203237518';
let n = 0;
/** Another customer each call unless told: a different e-mail is a different customer. */
const ticket = async (fields: Record<string, unknown> = {}) => {
  n += 1;
  return (await t.createTicket(
    {
      ...VALID_TICKET,
      customer_email: `cliente${n}@example.it`,
      ...fields,
    },
    staff,
  )) as unknown as TicketDto;
};
const deliver = async (id: string, at: string) => {
  await moveTo(at);
  const current = await readJson<TicketDto>(
    await t.request('GET', `/api/tickets/${id}`, { cookie: staff }),
  );
  const response = await t.request('PATCH', `/api/tickets/${id}`, {
    cookie: staff,
    body: { version: current.version, status: 'Chiuso' },
  });
  expect(response.status, await response.clone().text()).toBe(200);
};

describe('warranty matching', () => {
  it('flags a ticket for the same IMEI inside the warranty, with the earlier repair', async () => {
    const first = await ticket({ imei: IMEI, device_type: 'iPhone 12' });
    expect(first.warranty).toBeNull();
    await deliver(first.id, '2025-11-12T17:30:00Z');
    await moveTo('2026-11-01T09:00:00Z');
    // Another customer, another name for the device: the IMEI alone is the device.
    const back = await ticket({ imei: IMEI, device_type: 'Apple iPhone 12' });
    expect(back.warranty).toEqual({
      ticket_id: first.id,
      ticket_number: first.ticket_number,
      delivered_at: '2025-11-12T17:30:00.000Z',
      until: '2026-11-12',
    });
    const check = await t.request(
      'GET',
      `/api/tickets/warranty-check?imei=${IMEI}&device_type=iPhone`,
      { cookie: staff },
    );
    expect((await readJson<TicketDto['warranty']>(check))?.ticket_number).toBe(first.ticket_number);
    await moveTo('2026-11-13T09:00:00Z');
    expect((await ticket({ imei: IMEI })).warranty).toBeNull();
  });

  it('flags the same customer and device (folded), not another device of theirs', async () => {
    await moveTo('2026-05-01T09:00:00Z');
    const customer = { customer_email: 'fedele@example.it', customer_name: 'Franca Fedele' };
    const first = await ticket({ ...customer, device_type: 'Samsung Galaxy S22' });
    await deliver(first.id, '2026-05-02T10:00:00Z');
    await moveTo('2026-06-01T09:00:00Z');
    const back = await ticket({ ...customer, device_type: 'SAMSUNG galaxy s22' });
    expect(back.customer_id).toBe(first.customer_id);
    expect(back.warranty?.ticket_number).toBe(first.ticket_number);
    expect((await ticket({ ...customer, device_type: 'iPad Air' })).warranty).toBeNull();
    // An open repair is not a delivered one.
    const open = await ticket({ imei: 'SN-OPEN-1' });
    expect((await ticket({ imei: 'SN-OPEN-1' })).warranty).toBeNull();
    expect(open.warranty).toBeNull();
  });

  it("keeps the price-list entry's own months and the shop's setting", async () => {
    const entry = await readJson<{ id: string }>(
      await t.request('POST', '/api/price-list', {
        cookie: admin,
        body: {
          brand: 'Google',
          model: 'Pixel 8',
          repair: 'Display',
          price: 199,
          warranty_months: 24,
        },
      }),
    );
    await moveTo('2024-11-10T09:00:00Z');
    const first = await ticket({ imei: 'SN-PIXEL-8', price_list_id: entry.id });
    expect(first.price_list_id).toBe(entry.id);
    await deliver(first.id, '2024-11-15T10:00:00Z');
    await moveTo('2025-12-01T09:00:00Z');
    expect((await ticket({ imei: 'SN-PIXEL-8' })).warranty?.until).toBe('2026-11-15');

    const saved = await t.request('PUT', '/api/settings', {
      cookie: admin,
      body: { values: { warranty_months: '3' } },
    });
    expect(saved.status, await saved.clone().text()).toBeLessThan(300);
    await moveTo('2026-08-01T09:00:00Z');
    const other = await ticket({ imei: 'SN-SHORT' });
    await deliver(other.id, '2026-08-02T10:00:00Z');
    await moveTo('2026-11-03T09:00:00Z');
    expect((await ticket({ imei: 'SN-SHORT' })).warranty).toBeNull();
    await moveTo('2026-11-02T09:00:00Z');
    expect((await ticket({ imei: 'SN-SHORT' })).warranty?.until).toBe('2026-11-02');

    const unknown = await t.request('POST', '/api/tickets', {
      cookie: staff,
      body: { ...VALID_TICKET, price_list_id: crypto.randomUUID() },
    });
    expect(unknown.status).toBe(400);
  });

  it('matches again when an edit types the IMEI', async () => {
    await moveTo('2026-09-01T09:00:00Z');
    const first = await ticket({ imei: 'SN-EDIT' });
    await deliver(first.id, '2026-09-02T10:00:00Z');
    const later = await ticket();
    expect(later.warranty).toBeNull();
    const edited = await t.request('PATCH', `/api/tickets/${later.id}`, {
      cookie: staff,
      body: { version: later.version, imei: 'SN-EDIT' },
    });
    expect((await readJson<TicketDto>(edited)).warranty?.ticket_id).toBe(first.id);
  });
});

describe('warranty=true', () => {
  it('lists only the open warranty returns, and the dashboard counts them', async () => {
    const { items } = await readJson<{ items: TicketDto[] }>(
      await t.request('GET', '/api/tickets?warranty=true&limit=100', { cookie: staff }),
    );
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.warranty !== null)).toBe(true);
    const all = await readJson<{ items: TicketDto[] }>(
      await t.request('GET', '/api/tickets?limit=100', { cookie: staff }),
    );
    expect(all.items.filter((i) => i.warranty !== null).map((i) => i.id)).toEqual(
      items.map((i) => i.id),
    );
    const counts = await readJson<DashboardCountsDto>(
      await t.request('GET', '/api/dashboard', { cookie: staff }),
    );
    expect(counts.warranty_open).toBe(items.length);
  });
});
