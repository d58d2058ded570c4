import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInPerMinute: 3 });
});
afterAll(() => t.close());

/** A request as if it came from `ip` on the socket, optionally claiming another in X-Forwarded-For. */
function signInFrom(ip: string, forwardedFor?: string) {
  return t.app.request(
    `${ORIGIN}/api/auth/sign-in/email`,
    {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        'x-sportello-client-ip': '203.0.113.99',
      },
      body: JSON.stringify({ email: 'nessuno@test.it', password: 'password-sbagliata' }),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
}

describe('security headers', () => {
  it('sends CSP without inline scripts, nosniff, no framing, a referrer policy and no-store on the API', async () => {
    const response = await t.request('GET', '/api/health');
    expect(await response.json()).toEqual({
      status: 'ok',
      database: t.deps.dialect,
      storage: 'local',
      version: 'test',
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    // WebAssembly may compile (the barcode decoder, decision 030); JavaScript eval may not.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS when the request came over https', async () => {
    const response = await t.app.request('https://negozio.example/api/health');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('answers unknown API paths and malformed bodies in the one error shape', async () => {
    const missing = await t.request('GET', '/api/non-esiste');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'not_found', message: 'Risorsa non trovata' },
    });
    const malformed = await t.request('POST', '/api/auth/sign-in/email', { body: '{"email":' });
    expect(malformed.status).toBe(400);
  });
});

describe('sign-in rate limit', () => {
  it('limits by the socket address, ignores forged headers, and answers 429 in Italian', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await signInFrom('198.51.100.7', `10.9.9.${i}`)).status).toBe(401);
    const limited = await signInFrom('198.51.100.7', '10.9.9.200');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Troppi tentativi. Riprova tra qualche minuto.' },
    });
    // Another address has its own budget.
    expect((await signInFrom('198.51.100.8')).status).toBe(401);
    const stored = await t.db.selectFrom('rate_limits').select('key').execute();
    expect(stored.some((r) => r.key.includes('198.51.100.7'))).toBe(true);
    expect(stored.some((r) => r.key.includes('203.0.113.99') || r.key.includes('10.9.9.'))).toBe(
      false,
    );
  });
});
