import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { AppEnv } from '../http/context';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { assertOwnsOrAdmin, ownsOrAdmin, requireStaff } from './policies';
import { loadSession, requireSession, sessionOf } from './session';

/**
 * The role policies through real sessions: a small app with the real session loading, one route
 * per rule (the modules that need them — quotes, inventory, work logs — mount theirs the same way).
 */
let t: TestApp;
let probe: Hono<AppEnv>;
const accounts: Record<'user' | 'employee' | 'admin', { id: string; cookie: string }> = {
  user: { id: '', cookie: '' },
  employee: { id: '', cookie: '' },
  admin: { id: '', cookie: '' },
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['user', 'employee', 'admin'] as const) {
    const account = await t.addUser(role);
    accounts[role] = { id: account.id, cookie: await t.signIn(account.email) };
  }
  probe = new Hono<AppEnv>();
  probe.use(async (c, next) => {
    c.set('deps', t.deps);
    await next();
  });
  probe.use(loadSession);
  probe.get('/staff-only', requireSession(), requireStaff(), (c) => c.text('ok'));
  // An entry owned by :owner, as a work log is.
  probe.patch('/entries/:owner', requireSession(), (c) => {
    assertOwnsOrAdmin(sessionOf(c).user, c.req.param('owner'));
    return c.text('ok');
  });
  probe.onError((error, c) =>
    error instanceof AppError ? c.json(error.toBody(), error.status) : c.text('boom', 500),
  );
});
afterAll(() => t.close());

const call = (method: string, path: string, cookie?: string) =>
  probe.request(`${ORIGIN}${path}`, {
    method,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });

describe('requireStaff', () => {
  it('lets admins and employees in, refuses users (403 Accesso negato) and strangers (401)', async () => {
    expect((await call('GET', '/staff-only', accounts.admin.cookie)).status).toBe(200);
    expect((await call('GET', '/staff-only', accounts.employee.cookie)).status).toBe(200);
    const user = await call('GET', '/staff-only', accounts.user.cookie);
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({ error: { code: 'forbidden', message: 'Accesso negato' } });
    expect((await call('GET', '/staff-only')).status).toBe(401);
  });
});

describe('own entry or admin', () => {
  it('lets the owner and any admin act on an entry, and refuses another person', async () => {
    const ownerId = accounts.user.id;
    expect((await call('PATCH', `/entries/${ownerId}`, accounts.user.cookie)).status).toBe(200);
    expect((await call('PATCH', `/entries/${ownerId}`, accounts.admin.cookie)).status).toBe(200);
    const other = await call('PATCH', `/entries/${ownerId}`, accounts.employee.cookie);
    expect(other.status).toBe(403);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(
      'Accesso negato',
    );
  });

  it('gives a row without owner to admins only', () => {
    expect(ownsOrAdmin({ id: 'a', role: 'admin' }, null)).toBe(true);
    expect(ownsOrAdmin({ id: 'a', role: 'employee' }, null)).toBe(false);
  });
});
