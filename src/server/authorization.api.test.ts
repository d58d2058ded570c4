import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentedAccess, documentedAccess } from './http/server-feature';
import { SERVER_FEATURES } from './server-features';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Who may call each route. Built against the router's own list: a route the app answers that no
 * feature manifest declares (an `app.get` beside them) fails the first test, and a declared
 * route without an access level does not start (server-feature.test.ts), so nobody can add an
 * endpoint without deciding (and documenting) who may use it.
 *   public  – anyone, no session
 *   session – any signed-in account
 *   staff   – admin or employee
 *   admin   – admin only
 * The levels come from the manifests the OpenAPI document is built from.
 */
type Access = DocumentedAccess;
const EXPECTED: Record<string, Access> = Object.fromEntries(
  SERVER_FEATURES.flatMap((feature) => feature.routes).map((route) => [
    `${route.method} ${route.path}`,
    documentedAccess(route.access),
  ]),
);

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
    // The intermediary's webhooks answer outside /api (no session, no browser origin).
    .filter((r) => r.method !== 'ALL' && /^\/(api|webhooks)\//.test(r.path))
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
