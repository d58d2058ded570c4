import { expect } from 'vitest';
import type { CustomerDto } from '../../../shared/customers/customer-dto';
import { readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * What the suites of customer links, merge, privacy and the log share: an app whose clock the
 * test moves, an admin and an employee signed in, and JSON requests that expect a status.
 */
export interface RightsApp extends TestApp {
  admin: { id: string; email: string; cookie: string };
  employee: { id: string; email: string; cookie: string };
  setNow(instant: string): void;
  /** A request as `cookie` (the admin's by default) that must answer `status`; its JSON. */
  call<T>(
    method: string,
    path: string,
    options?: { body?: unknown; cookie?: string; status?: number },
  ): Promise<T>;
  createCustomer(body: Record<string, unknown>): Promise<CustomerDto>;
}

export async function createRightsApp(start = '2026-11-20T09:00:00.000Z'): Promise<RightsApp> {
  let now = new Date(start);
  const t = await createTestApp({ clock: () => now });
  const signedIn = async (role: 'admin' | 'employee') => {
    const user = await t.addUser(role);
    return { ...user, cookie: await t.signIn(user.email) };
  };
  const admin = await signedIn('admin');
  const employee = await signedIn('employee');
  const call: RightsApp['call'] = async (method, path, options = {}) => {
    const response = await t.request(method, path, {
      cookie: options.cookie ?? admin.cookie,
      body: options.body,
    });
    const text = await response.clone().text();
    expect(response.status, text).toBe(options.status ?? 200);
    return (text ? await readJson(response) : null) as never;
  };
  return Object.assign(t, {
    admin,
    employee,
    setNow(instant: string) {
      now = new Date(instant);
    },
    call,
    createCustomer: (body: Record<string, unknown>) =>
      call<CustomerDto>('POST', '/api/customers', { body, status: 201 }),
  });
}

/** The stored customer row (every column), or undefined. */
export const customerRow = (t: TestApp, id: string) =>
  t.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();

export const customerCount = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
