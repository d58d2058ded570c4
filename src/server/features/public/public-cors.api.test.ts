import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../http/context';
import { ACCEPTED_FORM, appFor, formData, freshIp, setSettings } from '../../test/public-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTicket } from '../tickets/tickets.service';

const SHOP_SITE = 'https://www.negozio-esempio.it';

let t: TestApp;
let send: ReturnType<typeof appFor>;
let ticketId: string;
let staffCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  send = appFor(t);
  const staff = await t.addUser('employee');
  staffCookie = await t.signIn(staff.email);
  const input = {
    description: 'Tastiera bagnata',
    customer_name: 'Anna Verdi',
    customer_email: 'anna@esempio.it',
    device_type: 'Portatile',
    priority: 'low' as const,
  };
  ticketId = (await createTicket(t.deps, input, { actorId: null, via: 'public' })).id;
  await setSettings(t, { shop_website: `${SHOP_SITE}/contatti` });
});
afterAll(() => t.close());

const fromShopSite = (path: string, init: Parameters<typeof send>[1] = {}) =>
  send(path, { ip: freshIp(), ...init, headers: { origin: SHOP_SITE, ...init.headers } });

/** Readable by the shop's own site, never with credentials. */
function expectOpenToShopSite(response: Response) {
  expect(response.headers.get('access-control-allow-origin')).toBe(SHOP_SITE);
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
}

describe('CORS on /api/public/*', () => {
  it('lets a script on the shop site read the shop, a ticket and the errors', async () => {
    for (const [path, status] of [
      ['/api/public/shop', 200],
      [`/api/public/tickets/${ticketId}`, 200],
      [`/api/public/tickets/${crypto.randomUUID()}`, 404],
      ['/api/public/tickets/non-un-id', 400],
    ] as const) {
      const response = await fromShopSite(path);
      expect(response.status, path).toBe(status);
      expectOpenToShopSite(response);
    }
  });

  it('accepts a multipart ticket from the shop site and exposes Retry-After', async () => {
    const response = await fromShopSite('/api/public/tickets', {
      method: 'POST',
      body: formData(ACCEPTED_FORM),
    });
    expect(response.status).toBe(201);
    expectOpenToShopSite(response);
    expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('answers a preflight without touching any route or session', async () => {
    const response = await fromShopSite('/api/public/tickets', {
      method: 'OPTIONS',
      headers: {
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
        cookie: staffCookie,
      },
    });
    expect(response.status).toBe(204);
    expectOpenToShopSite(response);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'content-type',
    );
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('gives other sites no CORS header, so a browser keeps the answer from them', async () => {
    const response = await send(`/api/public/tickets/${ticketId}`, {
      ip: freshIp(),
      headers: { origin: 'https://sito-qualsiasi.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('leaves the staff API closed to other sites', async () => {
    const me = await fromShopSite('/api/me', { headers: { cookie: staffCookie } });
    expect(me.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fromShopSite('/api/tickets', {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('sessions on /api/public/*', () => {
  /** An auth whose every use throws: any session lookup becomes a 500. */
  const noAuth = new Proxy(
    {},
    {
      get() {
        throw new Error('la sessione non va letta qui');
      },
    },
  ) as AppDeps['auth'];

  it('are never read: the public API works with a staff cookie even when sessions cannot be read', async () => {
    const withoutSessions = appFor(t, { auth: noAuth });
    const headers = { cookie: staffCookie };
    const lookup = await withoutSessions(`/api/public/tickets/${ticketId}`, { headers });
    expect(lookup.status).toBe(200);
    const created = await withoutSessions('/api/public/tickets', {
      method: 'POST',
      body: formData(ACCEPTED_FORM),
      ip: freshIp(),
      headers,
    });
    expect(created.status).toBe(201);
    // The control: outside /api/public the same request does read the session.
    expect((await withoutSessions('/api/me', { headers })).status).toBe(500);
  });

  it('are never set or refreshed, even for a signed-in person', async () => {
    const response = await send(`/api/public/tickets/${ticketId}`, {
      headers: { cookie: staffCookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
