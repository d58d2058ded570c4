import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from './test-app';

// The kit's accounts and sessions skip the password hashing but must be what better-auth
// itself would have stored and accepted.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedHash = async (userId: string) =>
  (
    await t.db
      .selectFrom('accounts')
      .select(['password', 'provider_id', 'account_id'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).password;

const signInRequests = () =>
  t.db.selectFrom('rate_limits').select('key').where('key', 'like', '%sign-in%').execute();

describe('test accounts', () => {
  it('share one password hash computed once, which a real sign-in verifies', async () => {
    const first = await t.addUser('admin');
    const second = await t.addUser('employee');
    expect(await storedHash(first.id)).toBe(await storedHash(second.id));

    const response = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: second.email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    const wrong = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: second.email, password: 'Un-altra-password-99' },
    });
    expect(wrong.status).toBe(401);
  });

  it('are stored with the role, name and e-mail an administrator would give them', async () => {
    const user = await t.addUser('employee', 'Tecnico.Uno@Test.it');
    const row = await t.db
      .selectFrom('users')
      .select(['email', 'role', 'name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      email: 'tecnico.uno@test.it',
      role: 'employee',
      name: expect.stringMatching(/^employee \d+$/),
    });
  });
});

describe('test sign-in', () => {
  it('gives a working session without a sign-in request, stamping the last sign-in', async () => {
    const user = await t.addUser('user');
    const before = await signInRequests();
    const cookie = await t.signIn(user.email);

    expect(await signInRequests()).toEqual(before);
    const me = await t.request('GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: user.email, role: 'user' });
    const { last_sign_in_at } = await t.db
      .selectFrom('users')
      .select('last_sign_in_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(last_sign_in_at).not.toBeNull();
  });

  it('signs out like any session', async () => {
    const user = await t.addUser('user');
    const cookie = await t.signIn(user.email);
    const out = await t.request('POST', '/api/auth/sign-out', { cookie });
    expect(out.status).toBe(200);
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401);
  });

  it('still asks the server when the outcome is not certain: a wrong password fails', async () => {
    const user = await t.addUser('user');
    await expect(t.signIn(user.email, 'Un-altra-password-99')).rejects.toThrow(/sign-in failed/);
  });
});
