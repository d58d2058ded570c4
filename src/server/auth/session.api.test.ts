import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** A clock the test moves forward. */
let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(now) });
});
afterAll(() => t.close());

describe('session lifetime', () => {
  it('ends a session 12 hours after sign-in however active it was', async () => {
    const user = await t.addUser('user');
    // better-auth stamps the session with the real time; start the test clock from there (read
    // after the sign-in, which can take seconds on a loaded machine).
    const cookie = await t.signIn(user.email);
    now = Date.now();
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200);
    now += 12 * 60 * 60 * 1000 + 1000;
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401);
    const left = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
