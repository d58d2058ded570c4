import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
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

describe("better-auth's async context between its calls", () => {
  it('is switched off once its calls are over, and its calls still see their context', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => t.addUser('employee')));
    // Overlapping calls: sign-ins (its handler), then each person's session read by it
    // (a cookie the fast lookup has not seen) beside the API.
    const cookies = await Promise.all(users.map((user) => t.signIn(user.email)));
    expect(betterAuthStorages().length).toBeGreaterThan(0);
    const answers = await Promise.all(
      cookies.flatMap((cookie) => [
        t.request('GET', '/api/me', { cookie }),
        t.request('POST', '/api/auth/sign-out', { cookie }),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(cookies.flatMap(() => [200, 200]));
    expect(switchedOn()).toEqual([]);
    // Signed out for real: the context the sign-out ran in was its own.
    for (const cookie of cookies)
      expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401);
  });
});
