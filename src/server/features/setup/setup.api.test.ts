import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFor, midWindowClock } from '../../test/public-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LIMIT_MESSAGES } from '../public/public-limits';
import { issueSetupToken } from './setup.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (token: string) => ({
  token,
  email: 'titolare@negozio.it',
  name: 'Titolare',
  password: 'Bottega-Sicura-2026',
});

describe('first admin setup', () => {
  it('creates the first admin with the one-time link, then closes for good', async () => {
    expect(await (await t.request('GET', '/api/setup')).json()).toEqual({ needed: true });
    const token = await issueSetupToken(t.db, new Date());

    const wrong = await t.request('POST', '/api/setup', { body: body('non-valido') });
    expect(wrong.status).toBe(403);

    const created = await t.request('POST', '/api/setup', { body: body(token) });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ email: 'titolare@negozio.it', role: 'admin' });
    expect(await (await t.request('GET', '/api/setup')).json()).toEqual({ needed: false });

    const again = await t.request('POST', '/api/setup', {
      body: { ...body(token), email: 'altro@negozio.it' },
    });
    expect(again.status).toBe(409);
    const cookie = await t.signIn('titolare@negozio.it', 'Bottega-Sicura-2026');
    expect(await (await t.request('GET', '/api/me', { cookie })).json()).toMatchObject({
      role: 'admin',
    });
  });
});

describe('whether an account exists', () => {
  it('is one public boolean, limited like the other public lookups', async () => {
    const get = appFor(t, { clock: midWindowClock });
    const first = await get('/api/setup', { ip: '192.0.2.80' });
    expect(await first.json()).toEqual({ needed: false });
    for (let i = 1; i < 60; i++)
      expect((await get('/api/setup', { ip: '192.0.2.80' })).status).toBe(200);
    const limited = await get('/api/setup', { ip: '192.0.2.80' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      LIMIT_MESSAGES.lookups,
    );
    expect((await get('/api/setup', { ip: '192.0.2.81' })).status).toBe(200);
  });
});
