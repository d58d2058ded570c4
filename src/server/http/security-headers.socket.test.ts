import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Listener, listen } from '../test/socket-request';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';

/**
 * Over a real socket the security headers are set on Node's response before the route runs
 * (security-headers.ts), under app.request() on the answer after it: both must send the same.
 */
let t: TestApp;
let server: Listener;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app.fetch);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const NAMES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'strict-transport-security',
  'cache-control',
];

/** The headers as Node's own client reads them off the wire (fetch would merge nothing less). */
function overSocket(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.origin}${path}`, { agent: false }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      })
      .on('error', reject);
  });
}

describe('security headers over a socket', () => {
  it.each([
    ['an API answer', '/api/health', 200],
    ['an API error', '/api/non-esiste', 404],
    ['the public logo (read by webmail on other sites)', '/api/public/logo/nessuno.png', 404],
    ['a page outside the API', '/qualcosa', 404],
  ])('%s carries the same ones as under app.request()', async (_, path, status) => {
    const wire = await overSocket(path);
    const inProcess = await t.app.request(`${ORIGIN}${path}`);
    expect([wire.status, inProcess.status]).toEqual([status, status]);
    for (const name of NAMES)
      expect([name, wire.headers[name] ?? null]).toEqual([name, inProcess.headers.get(name)]);
    expect(wire.headers['x-frame-options']).toBe('DENY');
    expect(wire.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps no-store to the API, none outside it, and cross-origin to the logo only', async () => {
    expect((await overSocket('/api/health')).headers['cache-control']).toBe('no-store');
    expect((await overSocket('/qualcosa')).headers['cache-control']).toBeUndefined();
    const logo = await overSocket('/api/public/logo/nessuno.png');
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await overSocket('/api/health')).headers['cross-origin-resource-policy']).toBe(
      'same-origin',
    );
  });
});
