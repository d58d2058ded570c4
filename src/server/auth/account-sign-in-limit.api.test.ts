import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { ACCOUNT_FAILURES_PER_HOUR } from './account-sign-in-limit';

/**
 * 3 addresses × 10 wrong passwords were all checked, then the right one from a 4th
 * address signed in. Failures now also count per account, whichever address they come from.
 */
let t: TestApp;
let now = new Date('2026-11-24T10:05:00.000Z');
let email: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, trustProxy: true });
  email = (await t.addUser('employee', 'bersaglio@negozio.it')).email;
});
afterAll(() => t.close());

const signIn = (password: string, address: string) =>
  t.request('POST', '/api/auth/sign-in/email', {
    body: { email, password },
    headers: { 'x-forwarded-for': address },
  });

describe('per-account sign-in limit', () => {
  it('after 100 wrong passwords from many addresses, even the right one waits for the hour', async () => {
    for (let batch = 0; batch < ACCOUNT_FAILURES_PER_HOUR / 10; batch += 1) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          signIn('Sbagliata-123456', `198.51.100.${batch * 10 + i}`),
        ),
      );
      expect(statuses.map((r) => r.status)).toEqual(Array(10).fill(401));
    }
    const locked = await signIn(TEST_PASSWORD, '203.0.113.7');
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: { message: string } }).error.message).toBe(
      'Troppi tentativi non riusciti per questo account. Riprova più tardi.',
    );

    // Another account is not affected.
    const other = await t.addUser('employee', 'collega@negozio.it');
    const colleague = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: other.email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(colleague.status).toBe(200);

    now = new Date('2026-11-24T11:00:01.000Z');
    expect((await signIn(TEST_PASSWORD, '203.0.113.7')).status).toBe(200);
  }, 120_000); // a hundred real password checks (scrypt): slow on a busy 2-core machine
});
