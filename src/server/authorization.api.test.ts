import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Who may call each route. Built against the router's own list: a route added without an entry
 * here fails the first test, so nobody can add an endpoint without deciding who may use it.
 *   public  – anyone, no session
 *   session – any signed-in account
 *   staff   – admin or employee
 *   admin   – admin only
 */
type Access = 'public' | 'session' | 'staff' | 'admin';

const EXPECTED: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/sign-out': 'public',
  'POST /api/auth/change-password': 'session',
  'POST /api/auth/two-factor/enable': 'session',
  'POST /api/auth/two-factor/disable': 'session',
  'POST /api/auth/two-factor/verify-totp': 'public',
  'POST /api/auth/two-factor/verify-backup-code': 'public',
  'POST /api/auth/two-factor/generate-backup-codes': 'session',
  'POST /api/auth/request-password-reset': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/me': 'session',
  'GET /api/phone-countries': 'session',
  'GET /api/setup': 'public',
  'POST /api/setup': 'public',
  'GET /api/users/assignable': 'session',
  'GET /api/users': 'admin',
  'POST /api/users': 'admin',
  'PATCH /api/users/:id': 'admin',
  'GET /api/settings': 'admin',
  'PUT /api/settings': 'admin',
  'POST /api/settings/test-email': 'admin',
  'POST /api/tickets/old-check': 'admin',
  'GET /api/outbox': 'admin',
  'POST /api/outbox/:id/resend': 'admin',
  'POST /api/outbox/resend-failed': 'admin',
  'GET /api/tickets': 'session',
  'POST /api/tickets': 'session',
  'GET /api/tickets/:id': 'session',
  'PATCH /api/tickets/:id': 'session',
  'DELETE /api/tickets/:id': 'session',
  'POST /api/tickets/:id/attachments': 'session',
  'GET /api/attachments/:id': 'session',
  'DELETE /api/attachments/:id': 'session',
  'POST /api/public/tickets': 'public',
  'GET /api/public/tickets/:id': 'public',
  'GET /api/public/shop': 'public',
  'GET /api/public/logo/:name': 'public',
  'POST /api/settings/logo': 'admin',
  'DELETE /api/settings/logo': 'admin',
  'GET /api/settings/mail-server': 'admin',
  'PUT /api/settings/mail-server': 'admin',
  'DELETE /api/settings/mail-server': 'admin',
};

type Actor = 'anonymous' | 'user' | 'employee' | 'admin' | 'disabled';
const ACTORS: Actor[] = ['anonymous', 'user', 'employee', 'admin', 'disabled'];

function allowed(access: Access, actor: Actor): boolean {
  if (access === 'public') return true;
  if (actor === 'anonymous' || actor === 'disabled') return false;
  if (access === 'session') return true;
  if (access === 'staff') return actor === 'admin' || actor === 'employee';
  return actor === 'admin';
}

let t: TestApp;
const cookies: Partial<Record<Actor, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['user', 'employee', 'admin'] as const) {
    cookies[role] = await t.signIn((await t.addUser(role)).email);
  }
  const disabled = await t.addUser('employee');
  cookies.disabled = await t.signIn(disabled.email);
  const adminCookie = cookies.admin ?? '';
  const response = await t.request('PATCH', `/api/users/${disabled.id}`, {
    cookie: adminCookie,
    body: { disabled: true },
  });
  expect(response.status).toBe(200);
});
afterAll(() => t.close());

function routeList(): string[] {
  const keys = t.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

describe('authorization matrix', () => {
  it('has an expected access level for every route the router knows, and no stale entry', () => {
    expect(routeList()).toEqual(Object.keys(EXPECTED).sort());
  });

  // Signing out ends the actors' sessions, so that route is checked last.
  const entries = Object.entries(EXPECTED).sort(([a], [b]) =>
    a.endsWith('sign-out') ? 1 : b.endsWith('sign-out') ? -1 : 0,
  );
  for (const [key, access] of entries) {
    const [method = 'GET', pattern = ''] = key.split(' ');
    it(`${key} (${access})`, async () => {
      const path = pattern.replaceAll(/:[a-zA-Z]+/g, crypto.randomUUID());
      for (const actor of ACTORS) {
        const response = await t.request(method, path, {
          cookie: cookies[actor],
          body: method === 'GET' ? undefined : {},
        });
        const denied = response.status === 401 || response.status === 403;
        const why = `${actor} → ${response.status}`;
        if (allowed(access, actor)) expect(denied, why).toBe(false);
        else {
          const expected = actor === 'anonymous' || actor === 'disabled' ? 401 : 403;
          expect(response.status, why).toBe(expected);
        }
        expect(response.status, why).toBeLessThan(500);
      }
    });
  }
});
