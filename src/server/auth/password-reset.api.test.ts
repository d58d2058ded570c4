import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../test/smtp-capture';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';

/** "Password dimenticata?" — a one-time link by e-mail, through the outbox. */
let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const requestReset = (email: string) =>
  t.request('POST', '/api/auth/request-password-reset', { body: { email } });
const resetWith = (token: string, newPassword: string) =>
  t.request('POST', '/api/auth/reset-password', { body: { token, newPassword } });

/** Sends what the outbox holds and returns the token of the one reset link that went out. */
async function mailedToken(): Promise<string> {
  await t.mail.runOnce();
  expect(smtp.messages).toHaveLength(1);
  const text = smtp.messages[0]?.parsed.text ?? '';
  const link = /(http\S+\/reset-password\?token=\S+)/.exec(text)?.[1] ?? '';
  expect(link.startsWith(`${ORIGIN}/reset-password?token=`)).toBe(true);
  return new URL(link).searchParams.get('token') ?? '';
}

describe('password reset by e-mail', () => {
  it('answers an unknown address exactly as a known one, and mails only the real account', async () => {
    const person = await t.addUser('employee');
    const known = await requestReset(person.email);
    const unknown = await requestReset('nessuno@negozio.it');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    await t.mail.runOnce();
    expect(smtp.messages.map((m) => m.rcptTo)).toEqual([[person.email]]);
    expect(smtp.messages[0]?.parsed.subject).toBe('Reimposta la password – Sportello');
    expect(smtp.messages[0]?.parsed.text).toContain('entro 30 minuti');
  });

  it('sets the new password once, ends the old sessions, and the link then stops working', async () => {
    const person = await t.addUser('user');
    const oldSession = await t.signIn(person.email);
    expect((await requestReset(person.email)).status).toBe(200);
    const token = await mailedToken();

    const weak = await resetWith(token, 'corta');
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: { message: string } }).error.message).toBe(
      'La password deve essere di almeno 10 caratteri',
    );
    expect((await resetWith(token, 'Nuova-Password-Sicura')).status).toBe(200);
    expect((await t.request('GET', '/api/me', { cookie: oldSession })).status).toBe(401);
    expect(await t.signIn(person.email, 'Nuova-Password-Sicura')).not.toBe('');

    const again = await resetWith(token, 'Altra-Password-Sicura');
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'Il link per reimpostare la password non è valido o è scaduto: chiedine uno nuovo.',
    );
  });

  it('refuses a link older than 30 minutes', async () => {
    const person = await t.addUser('user');
    await requestReset(person.email);
    const token = await mailedToken();
    const stored = await t.db
      .selectFrom('verifications')
      .select('expires_at')
      .where('identifier', '=', `reset-password:${token}`)
      .executeTakeFirstOrThrow();
    const minutesLeft = (new Date(stored.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
    await t.db
      .updateTable('verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('identifier', '=', `reset-password:${token}`)
      .execute();
    expect((await resetWith(token, 'Nuova-Password-Sicura')).status).toBe(400);
  });

  it('limits how often an address may ask (429 in Italian)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await requestReset(`limite${i}@negozio.it`)).status);
    expect(statuses).toContain(429);
    const limited = await requestReset('ancora@negozio.it');
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      'Troppi tentativi. Riprova tra qualche minuto.',
    );
  });
});

describe('without a mail server', () => {
  it('says to ask an administrator, and the login page knows it', async () => {
    const offline = await createTestApp();
    try {
      const response = await offline.request('POST', '/api/auth/request-password-reset', {
        body: { email: 'chiunque@negozio.it' },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /chiedi a un amministratore/,
      );
      const shop = (await (await offline.request('GET', '/api/public/shop')).json()) as {
        password_reset_by_email: boolean;
      };
      expect(shop.password_reset_by_email).toBe(false);
    } finally {
      await offline.close();
    }
  });
});
