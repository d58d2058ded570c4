import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

const HTTPS_URL = 'https://assistenza.negozio.example';

let plain: TestApp;
let https: TestApp;
beforeAll(async () => {
  [plain, https] = await Promise.all([createTestApp(), createTestApp({ publicUrl: HTTPS_URL })]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), https?.close()]);
});

/** A browser on `origin` signing in there. */
async function signInAt(t: TestApp, origin: string) {
  const user = await t.addUser('employee');
  const response = await t.app.request(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const sessionCookie = response.headers
    .getSetCookie()
    .find((c) => /session_token=/.test(c) && !/max-age=0/i.test(c));
  expect(sessionCookie).toBeDefined();
  return { user, response, sessionCookie: sessionCookie ?? '' };
}

describe('session cookie and PUBLIC_URL', () => {
  it('is Secure (and __Secure- named) when PUBLIC_URL is https, and still opens the session', async () => {
    const { user, response, sessionCookie } = await signInAt(https, HTTPS_URL);
    expect(sessionCookie).toMatch(/^__Secure-sportello\.session_token=/);
    expect(sessionCookie).toMatch(/;\s*Secure(;|$)/i);
    expect(sessionCookie).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(sessionCookie).toMatch(/;\s*SameSite=Lax(;|$)/i);
    const me = await https.app.request(`${HTTPS_URL}/api/me`, {
      headers: { cookie: cookieFrom(response) },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user.id });
  });

  it('is not Secure without PUBLIC_URL (plain http on the shop network)', async () => {
    const { sessionCookie } = await signInAt(plain, 'http://localhost');
    expect(sessionCookie).toMatch(/^sportello\.session_token=/);
    expect(sessionCookie).not.toMatch(/;\s*Secure(;|$)/i);
    expect(sessionCookie).toMatch(/;\s*HttpOnly(;|$)/i);
  });
});
