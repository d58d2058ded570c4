import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { createAuth } from './auth';

/**
 * Instances on one database must share AUTH_SECRET. One that was given another
 * cannot read the others' session cookies; it says why in its log instead of only answering 401.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an instance with another AUTH_SECRET', () => {
  it('refuses the session made elsewhere and logs that the secrets differ, once a minute', async () => {
    const cookie = await t.signIn((await t.addUser('employee')).email);
    expect(cookie).toContain('sportello.session_token=');
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('error', {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    const other = createApp({
      ...t.deps,
      logger,
      auth: createAuth({
        db: t.db,
        dialect: t.deps.dialect,
        secret: 'un-altro-segreto-0123456789-abcdefghijklmnopqrstuvwxyz',
        sessionIdleMinutes: 120,
        signInPerMinute: 1000,
        sendResetPassword: async () => undefined,
      }),
    });
    const me = () => other.request(`${ORIGIN}/api/me`, { headers: { cookie, origin: ORIGIN } });
    expect((await me()).status).toBe(401);
    expect((await me()).status).toBe(401);
    expect(lines.map((line) => line.msg)).toEqual([
      'sessione valida nel database ma firmata con un altro AUTH_SECRET: ogni istanza che usa questo database deve avere lo stesso AUTH_SECRET',
    ]);
    // The instance that made it still reads it.
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200);
  });

  it('says nothing about a forged cookie that names no session', async () => {
    const lines: string[] = [];
    const logger = createLogger('error', { write: (line: string) => void lines.push(line) });
    const app = createApp({ ...t.deps, logger });
    const forged = `sportello.session_token=${encodeURIComponent('inventato.AAAA')}`;
    const response = await app.request(`${ORIGIN}/api/me`, {
      headers: { cookie: forged, origin: ORIGIN },
    });
    expect(response.status).toBe(401);
    expect(lines).toEqual([]);
  });
});
