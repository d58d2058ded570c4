import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { betterAuthStorages } from './auth-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Node 20's storages say whether they are on (and with them the promise hooks); Node 22's
 * async-context frames need no hooks and have no such flag.
 */
const switchedOn = () =>
  betterAuthStorages().filter((storage) => (storage as { enabled?: boolean }).enabled === true);

/** A "don't remember me" cookie: the fast lookup leaves it to better-auth's own getSession. */
async function signInForTheDay(email: string): Promise<string> {
  const response = await t.request('POST', '/api/auth/sign-in/email', {
    body: { email, password: TEST_PASSWORD, rememberMe: false },
  });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

describe("better-auth's async context between its calls", () => {
  it('is switched off once its calls are over, and its calls still see their context', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => t.addUser('employee')));
    // Overlapping calls: sign-ins (its handler), then three people's sessions read by it while
    // three others sign out; never a person's read beside their own sign-out, which may
    // legitimately come first (docs/decisions/039).
    const cookies = await Promise.all(users.map((user) => signInForTheDay(user.email)));
    expect(betterAuthStorages().length).toBeGreaterThan(0);
    const [readers, leavers] = [cookies.slice(0, 3), cookies.slice(3)];
    const answers = await Promise.all([
      ...readers.map((cookie) => t.request('GET', '/api/me', { cookie })),
      ...leavers.map((cookie) => t.request('POST', '/api/auth/sign-out', { cookie, body: {} })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(cookies.map(() => 200));
    expect(switchedOn()).toEqual([]);
    // Signed out for real (the context the sign-out ran in was its own); the others still in.
    for (const cookie of leavers)
      expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401);
    for (const cookie of readers)
      expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200);
  });
});
