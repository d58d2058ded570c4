import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';

const PROXY = '10.0.0.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, signInPerMinute: 2 });
});
afterAll(() => t.close());

/** A failed sign-in reaching us through our proxy (the socket) with this X-Forwarded-For. */
function signInVia(forwardedFor?: string) {
  return t.app.request(
    `${ORIGIN}/api/auth/sign-in/email`,
    {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ email: 'nessuno@test.it', password: 'password-sbagliata' }),
    },
    { incoming: { socket: { remoteAddress: PROXY } } },
  );
}

describe('TRUST_PROXY=true', () => {
  it('limits sign-in by the last X-Forwarded-For entry, whatever the client put before it', async () => {
    expect((await signInVia('1.1.1.1, 198.51.100.20')).status).toBe(401);
    expect((await signInVia('2.2.2.2, 198.51.100.20')).status).toBe(401);
    // A new forged first entry does not buy new attempts: the proxy's entry is what counts.
    const limited = await signInVia('3.3.3.3, 198.51.100.20');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Troppi tentativi. Riprova tra qualche minuto.' },
    });

    // Another client behind the same proxy has its own budget: the socket is not the key.
    expect((await signInVia('198.51.100.21')).status).toBe(401);

    const keys = (await t.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys.some((k) => k.includes('198.51.100.20'))).toBe(true);
    expect(keys.some((k) => k.includes('198.51.100.21'))).toBe(true);
    expect(keys.some((k) => /1\.1\.1\.1|2\.2\.2\.2|3\.3\.3\.3/.test(k))).toBe(false);
    expect(keys.some((k) => k.includes(PROXY))).toBe(false);
  });

  it('falls back to the socket address when the header is absent', async () => {
    expect((await signInVia()).status).toBe(401);
    const keys = (await t.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys.some((k) => k.includes(PROXY))).toBe(true);
  });
});
