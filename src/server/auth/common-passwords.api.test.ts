import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSetupToken } from '../features/setup/setup.service';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { COMMON_PASSWORDS } from './common-passwords';

/** `password12` is in every public list of leaked passwords: no path may accept it. */
const LEAKED = 'password12';
const REFUSED = 'Questa password è troppo comune: scegline una meno prevedibile';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function refusedAsCommon(response: Response, field: string): Promise<void> {
  expect(response.status).toBe(400);
  const { error } = (await response.json()) as {
    error: { message: string; details?: { fieldErrors?: Record<string, string[]> } };
  };
  expect(error.message).toBe(REFUSED);
  expect(error.details?.fieldErrors?.[field]).toEqual([REFUSED]);
}

describe('common passwords', () => {
  it('knows at least the 10,000 most common passwords, compared without case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(10_000);
    expect(COMMON_PASSWORDS.has(LEAKED)).toBe(true);
  });

  it('refuses a leaked password for the first admin on the setup page', async () => {
    const token = await issueSetupToken(t.db, new Date());
    const body = { token, email: 'titolare@negozio.it', name: 'Titolare', password: 'Password12' };
    await refusedAsCommon(await t.request('POST', '/api/setup', { body }), 'password');
  });

  it('refuses it when an admin creates a user', async () => {
    const admin = await t.addUser('admin');
    const cookie = await t.signIn(admin.email);
    const body = { email: 'nuovo@negozio.it', name: 'Nuovo', role: 'user', password: LEAKED };
    await refusedAsCommon(await t.request('POST', '/api/users', { cookie, body }), 'password');
  });

  it('refuses it on a password change and on a reset', async () => {
    const person = await t.addUser('employee');
    const cookie = await t.signIn(person.email);
    const change = await t.request('POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: LEAKED },
    });
    await refusedAsCommon(change, 'newPassword');
    const reset = await t.request('POST', '/api/auth/reset-password', {
      body: { token: 'qualsiasi', newPassword: LEAKED },
    });
    await refusedAsCommon(reset, 'newPassword');
  });
});
