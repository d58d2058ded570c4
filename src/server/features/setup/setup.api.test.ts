import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
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
