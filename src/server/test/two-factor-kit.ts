import { expect } from 'vitest';
import { cookieFrom, TEST_PASSWORD, type TestApp } from './test-app';
import { totp } from './totp';

/** Turns two-factor on for an account, as its owner does on the profile page. */
export async function enrolTwoFactor(t: TestApp, email: string) {
  let cookie = await t.signIn(email);
  const enable = await t.request('POST', '/api/auth/two-factor/enable', {
    cookie,
    body: { password: TEST_PASSWORD },
  });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const verify = await t.request('POST', '/api/auth/two-factor/verify-totp', {
    cookie,
    body: { code: totp(secret) },
  });
  expect(verify.status).toBe(200);
  cookie = cookieFrom(verify, cookie);
  return { secret, cookie, backupCodes };
}
