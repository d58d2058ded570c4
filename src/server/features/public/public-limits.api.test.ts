import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFor, countRows, formData, setSettings, VALID_FORM } from '../../test/public-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addressKey, LIMIT_MESSAGES } from './public-limits';

let t: TestApp;
let now = new Date('2026-11-23T09:00:00.000Z');
const clock = () => now;
const minutes = (n: number) => {
  now = new Date(now.getTime() + n * 60_000);
};

let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await t.signIn((await t.addUser('admin')).email);
});
afterAll(() => t.close());

/** A fresh app instance on the same database each time: counters must live in the database. */
const submit = (ip: string) =>
  appFor(t, { clock })('/api/public/tickets', { method: 'POST', body: formData(VALID_FORM), ip });

async function expectLimited(response: Response, message: string) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
}

describe('public submission limits', () => {
  it('allows 20 tickets per address in an hour, across restarts, then refuses', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await submit('192.0.2.1')).status).toBe(201);
      minutes(1); // under the 30 attempts per 10 minutes
    }
    const stored = await countRows(t, 'tickets');
    await expectLimited(await submit('192.0.2.1'), LIMIT_MESSAGES.submissions);
    expect(await countRows(t, 'tickets')).toBe(stored);
    expect((await submit('192.0.2.2')).status).toBe(201);
    minutes(60);
    expect((await submit('192.0.2.1')).status).toBe(201);
  });

  it('allows 240 tickets per address in a Rome day by default, the shop can change both', async () => {
    now = new Date('2026-11-24T00:00:00.000Z');
    const settings = await t.request('GET', '/api/settings', { cookie: admin });
    const { values } = (await settings.json()) as { values: Record<string, string> };
    expect(values.public_tickets_per_address_hour).toBe('20');
    expect(values.public_tickets_per_address_day).toBe('240');
    await setSettings(t, {
      public_tickets_per_address_hour: '3',
      public_tickets_per_address_day: '4',
    });
    for (let i = 0; i < 3; i++) expect((await submit('192.0.2.3')).status).toBe(201);
    await expectLimited(await submit('192.0.2.3'), LIMIT_MESSAGES.submissions); // the hour
    minutes(60);
    const dayFull = await submit('192.0.2.3'); // refused attempts count: the 5th of the day
    expect(Number(dayFull.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
    await expectLimited(dayFull, LIMIT_MESSAGES.submissions);
    await setSettings(t, {
      public_tickets_per_address_hour: '20',
      public_tickets_per_address_day: '240',
    });
    expect((await submit('192.0.2.3')).status).toBe(201);
  });

  it('caps the tickets of all addresses together per day (setting public_tickets_daily_cap)', async () => {
    now = new Date('2026-11-25T08:00:00.000Z');
    await setSettings(t, { public_tickets_daily_cap: '3' });
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
      expect((await submit(ip)).status).toBe(201);
    await expectLimited(await submit('10.0.0.4'), LIMIT_MESSAGES.daily);
    await setSettings(t, { public_tickets_daily_cap: '500' });
  });

  it('resets the daily limits at midnight in Rome, not in UTC', async () => {
    now = new Date('2026-11-28T22:30:00.000Z'); // 23:30 in Rome
    await setSettings(t, { public_tickets_daily_cap: '2' });
    for (const ip of ['10.1.0.1', '10.1.0.2']) expect((await submit(ip)).status).toBe(201);
    const refused = await submit('10.1.0.3');
    expect(refused.headers.get('retry-after')).toBe(String(30 * 60));
    await expectLimited(refused, LIMIT_MESSAGES.daily);
    minutes(35); // 23:05 UTC, still the 28th there; already the 29th in Rome
    expect((await submit('10.1.0.3')).status).toBe(201);
    await setSettings(t, { public_tickets_daily_cap: '500' });
  });

  it('counts refused attempts too, but less strictly (30 per 10 minutes)', async () => {
    now = new Date('2026-11-26T08:00:00.000Z');
    const bad = () =>
      appFor(t, { clock })('/api/public/tickets', {
        method: 'POST',
        body: formData({ ...VALID_FORM, description: '' }),
        ip: '192.0.2.9',
      });
    for (let i = 0; i < 30; i++) expect((await bad()).status).toBe(400);
    await expectLimited(await bad(), LIMIT_MESSAGES.submissions);
  });
});

describe('public status lookup limits', () => {
  it('allows 60 lookups a minute per address, pages and API together', async () => {
    now = new Date('2026-11-27T08:00:00.000Z');
    const get = appFor(t, { clock });
    const id = crypto.randomUUID();
    for (let i = 0; i < 30; i++)
      expect((await get(`/api/public/tickets/${id}`, { ip: '192.0.2.50' })).status).toBe(404);
    for (let i = 0; i < 30; i++)
      expect((await get(`/public/tickets/${id}`, { ip: '192.0.2.50' })).status).toBe(404);
    await expectLimited(
      await get(`/api/public/tickets/${id}`, { ip: '192.0.2.50' }),
      LIMIT_MESSAGES.lookups,
    );
    const page = await appFor(t, { clock })(`/public/tickets/${id}`, { ip: '192.0.2.50' });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain(LIMIT_MESSAGES.lookups);
    minutes(1);
    expect((await get(`/api/public/tickets/${id}`, { ip: '192.0.2.50' })).status).toBe(404);
  });
});

describe('addressKey', () => {
  it('counts an IPv6 /64 as one address and IPv4 as it is', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
