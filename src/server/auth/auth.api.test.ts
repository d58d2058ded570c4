import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('sign-in', () => {
  it('answers the seed messages for empty and short input, before checking anything', async () => {
    const empty = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: '', password: '' },
    });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe('Email e password sono obbligatori');

    const short = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'a@b.it', password: '12345' },
    });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).message).toBe('La password deve essere di almeno 6 caratteri');
  });

  it('says "Email o password non validi" for an unknown e-mail and for a wrong password', async () => {
    const user = await t.addUser('employee');
    for (const body of [
      { email: 'nessuno@test.it', password: 'qualcosa-di-lungo' },
      { email: user.email, password: 'password-sbagliata' },
    ]) {
      const response = await t.request('POST', '/api/auth/sign-in/email', { body });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toEqual({
        code: 'invalid_email_or_password',
        message: 'Email o password non validi',
      });
    }
  });

  it('opens a session with an HttpOnly cookie and keeps the token out of the body', async () => {
    const user = await t.addUser('employee');
    const response = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.token).toBeUndefined();
    expect(response.headers.get('set-cookie')).toMatch(/sportello\.session_token=.*HttpOnly/i);
    const me = await t.request('GET', '/api/me', { cookie: cookieFrom(response) });
    expect(await me.json()).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'employee',
      two_factor_enabled: false,
    });
  });

  it('refuses a request from another origin', async () => {
    const user = await t.addUser('user');
    const response = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('keeps sign-up and the raw admin endpoints unreachable', async () => {
    const signUp = await t.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'nuovo@test.it', password: 'una-password-lunga', name: 'x' },
    });
    expect(signUp.status).toBe(404);
    const admin = await t.addUser('admin');
    const cookie = await t.signIn(admin.email);
    const listUsers = await t.request('GET', '/api/auth/admin/list-users', { cookie });
    expect(listUsers.status).toBe(404);
  });
});

describe('sign-out', () => {
  it('ends the session on the server', async () => {
    const user = await t.addUser('user');
    const cookie = await t.signIn(user.email);
    expect((await t.request('POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401);
  });
});

describe('change password', () => {
  it('needs the current password and a strong new one', async () => {
    const user = await t.addUser('employee');
    const cookie = await t.signIn(user.email);
    const weak = await t.request('POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'password123' },
    });
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).message).toMatch(/troppo comune/);

    const short = await t.request('POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'corta' },
    });
    expect((await errorOf(short)).message).toBe('La password deve essere di almeno 10 caratteri');

    const wrongCurrent = await t.request('POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: 'non-e-questa-1', newPassword: 'Una-Nuova-Password-9' },
    });
    expect(wrongCurrent.status).toBe(400);
    expect((await errorOf(wrongCurrent)).message).toBe('Password non corretta');

    const ok = await t.request('POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Una-Nuova-Password-9' },
    });
    expect(ok.status).toBe(200);
    await expect(t.signIn(user.email)).rejects.toThrow(/401/);
    await expect(t.signIn(user.email, 'Una-Nuova-Password-9')).resolves.toContain('session_token');
  });
});
