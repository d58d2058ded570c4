import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { totp } from '../test/totp';
import { enrolTwoFactor } from '../test/two-factor-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('two-factor', () => {
  // better-auth allows 3 calls per 10 s to each /two-factor/* path from one address, and every
  // test here comes from the same one: start each test with fresh counters.
  beforeEach(async () => {
    await t.db.deleteFrom('rate_limits').execute();
  });

  const enrol = (email: string) => enrolTwoFactor(t, email);

  it('asks for the code after the password, then opens the session', async () => {
    const user = await t.addUser('employee');
    const { secret, cookie: enrolled } = await enrol(user.email);
    expect(await (await t.request('GET', '/api/me', { cookie: enrolled })).json()).toMatchObject({
      two_factor_enabled: true,
    });

    const first = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieFrom(first);
    expect((await t.request('GET', '/api/me', { cookie: pending })).status).toBe(401);

    const wrong = await t.request('POST', '/api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe('Codice non valido');

    const malformed = await t.request('POST', '/api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code: '12ab' },
    });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).message).toBe('Il codice deve avere 6 cifre');

    // The code used at enrolment cannot be used again: take the next time step's code.
    const code = totp(secret, Date.now() + 30_000);
    const verify = await t.request('POST', '/api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code },
    });
    expect(verify.status).toBe(200);
    expect(
      (await t.request('GET', '/api/me', { cookie: cookieFrom(verify, pending) })).status,
    ).toBe(200);
  });

  it('refuses a code that was already used', async () => {
    const user = await t.addUser('user');
    const { secret } = await enrol(user.email);
    const code = totp(secret, Date.now() + 30_000);
    const signInWith = async () => {
      const first = await t.request('POST', '/api/auth/sign-in/email', {
        body: { email: user.email, password: TEST_PASSWORD },
      });
      const pending = cookieFrom(first);
      return t.request('POST', '/api/auth/two-factor/verify-totp', {
        cookie: pending,
        body: { code },
      });
    };
    expect((await signInWith()).status).toBe(200);
    const replay = await signInWith();
    expect(replay.status).toBe(401);
    expect((await errorOf(replay)).code).toBe('code_already_used');
    expect(
      replay.headers
        .getSetCookie()
        .some((c) => c.includes('session_token=') && !/max-age=0/i.test(c)),
    ).toBe(false);
  });

  /** Password step of a sign-in for an account with 2FA: the pending (two-factor) cookie. */
  async function passwordStep(email: string) {
    const first = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
    });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    return cookieFrom(first);
  }

  it('signs in with a backup code, once', async () => {
    const user = await t.addUser('employee');
    const { backupCodes } = await enrol(user.email);
    // Ten, and readable without doubt (no 0/O, 1/I/l): the app's own generator is in use.
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const [code] = backupCodes;

    const wrong = await t.request('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: await passwordStep(user.email),
      body: { code: 'non-valido' },
    });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe('Codice di recupero non valido');

    const pending = await passwordStep(user.email);
    const ok = await t.request('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: pending,
      body: { code },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Record<string, unknown>).token).toBeUndefined();
    const me = await t.request('GET', '/api/me', { cookie: cookieFrom(ok, pending) });
    expect(await me.json()).toMatchObject({ id: user.id, two_factor_enabled: true });

    const again = await t.request('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: await passwordStep(user.email),
      body: { code },
    });
    expect(again.status).toBe(401);
    expect((await errorOf(again)).message).toBe('Codice di recupero non valido');
  });

  it('removes two-factor only with the password; then the password alone signs in', async () => {
    const user = await t.addUser('employee');
    const { cookie } = await enrol(user.email);

    const wrong = await t.request('POST', '/api/auth/two-factor/disable', {
      cookie,
      body: { password: 'non-e-questa-1' },
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toBe('Password non corretta');
    const stillOn = await t.db
      .selectFrom('users')
      .select('two_factor_enabled')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(stillOn.two_factor_enabled)).toBe(true);

    const anonymous = await t.request('POST', '/api/auth/two-factor/disable', {
      body: { password: TEST_PASSWORD },
    });
    expect(anonymous.status).toBe(401);

    const disable = await t.request('POST', '/api/auth/two-factor/disable', {
      cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(disable.status).toBe(200);
    const stored = await t.db
      .selectFrom('users')
      .select('two_factor_enabled')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(stored.two_factor_enabled)).toBe(false);
    const secrets = await t.db
      .selectFrom('two_factors')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(secrets).toEqual([]);

    const signIn = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).not.toHaveProperty('twoFactorRedirect');
    const me = await t.request('GET', '/api/me', { cookie: cookieFrom(signIn) });
    expect(await me.json()).toMatchObject({ id: user.id, two_factor_enabled: false });
  });
});
