import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailServerSaveResult, MailServerView } from '../../../shared/mail-server';
import { outboxRow, queueMessage } from '../../mail/outbox-test-kit';
import { HELD_REASON } from '../../mail/outbox-upkeep.queries';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Settings → E-mail: the shop's own SMTP server, saved without touching the environment. */
const PASSWORD = 'Segreta-Posta-77';
let smtp: SmtpCapture;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  // A server that wants a login, like every real provider: only the saved password gets in.
  smtp = await startSmtpCapture({
    authOptional: false,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) =>
      auth.username === 'negozio' && auth.password === PASSWORD
        ? callback(null, { user: 'negozio' })
        : callback(new Error('Credenziali non valide')),
  });
  t = await createTestApp();
  admin = await t.signIn((await t.addUser('admin')).email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  await t.request('DELETE', '/api/settings/mail-server', { cookie: admin });
  await t.db.deleteFrom('outbox').execute();
});

const server = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  security: 'none',
  username: 'negozio',
  password: PASSWORD,
  sender: 'Laboratorio Rossi <assistenza@rossi.it>',
  ...overrides,
});

async function save(body: unknown) {
  return t.request('PUT', '/api/settings/mail-server', { cookie: admin, body });
}

async function view(): Promise<MailServerView> {
  const response = await t.request('GET', '/api/settings/mail-server', { cookie: admin });
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).not.toContain(PASSWORD);
  return JSON.parse(text) as MailServerView;
}

describe('the mail server in Settings', () => {
  it('starts empty: mail is held and the login page offers no reset by e-mail', async () => {
    expect(await view()).toEqual({ source: 'none', saved: null });
    const shop = await (await t.request('GET', '/api/public/shop')).json();
    expect(shop).toMatchObject({ password_reset_by_email: false });
  });

  it('saves the server, keeps the password sealed and never sends it back', async () => {
    const response = await save(server());
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(PASSWORD);
    const result = JSON.parse(text) as MailServerSaveResult;
    expect(result.check).toEqual({ ok: true });
    expect(result.server).toMatchObject({
      source: 'settings',
      saved: {
        host: '127.0.0.1',
        port: smtp.port,
        security: 'none',
        username: 'negozio',
        password_set: true,
        sender: 'Laboratorio Rossi <assistenza@rossi.it>',
      },
    });
    const row = await t.db.selectFrom('mail_server').selectAll().executeTakeFirstOrThrow();
    expect(row.password_sealed).toMatch(/^v1\./);
    expect(row.password_sealed).not.toContain(PASSWORD);
    expect(await view()).toEqual(result.server);
  });

  it('the test e-mail leaves through the server just saved, logged in with its password', async () => {
    await t.request('PUT', '/api/settings', {
      cookie: admin,
      body: { values: { email_admin_address: 'titolare@rossi.it' } },
    });
    expect((await save(server())).status).toBe(200);
    const response = await t.request('POST', '/api/settings/test-email', { cookie: admin });
    expect(await response.json()).toEqual({ sent: true, status: 'sent' });
    expect(smtp.messages.map((m) => m.rcptTo)).toEqual([['titolare@rossi.it']]);
  });

  it('a save without a password keeps the saved one; an empty one removes it', async () => {
    await save(server());
    const kept = (await (
      await save(server({ password: undefined, port: smtp.port }))
    ).json()) as MailServerSaveResult;
    expect(kept.server.saved?.password_set).toBe(true);
    expect(kept.check).toEqual({ ok: true });
    const removed = (await (await save(server({ password: '' }))).json()) as MailServerSaveResult;
    expect(removed.server.saved?.password_set).toBe(false);
    // Saved anyway, and the admin is told why it will not work.
    expect(removed.check.ok).toBe(false);
  });

  it('a wrong password or a silent port is saved, and the form is told what went wrong', async () => {
    const wrong = (await (
      await save(server({ password: 'sbagliata' }))
    ).json()) as MailServerSaveResult;
    expect(wrong.check).toMatchObject({
      ok: false,
      error: expect.stringMatching(/535|Credenziali/),
    });
    const closed = (await (await save(server({ port: 1 }))).json()) as MailServerSaveResult;
    expect(closed.check).toMatchObject({ ok: false, error: expect.stringMatching(/ECONNREFUSED/) });
    expect((await view()).saved?.port).toBe(1);
  });

  it('mail held while there was no server leaves as soon as a working one is saved', async () => {
    const id = await queueMessage(t.db, 'in-attesa', new Date());
    await t.mail.runOnce();
    expect(await outboxRow(t.db, id)).toMatchObject({ status: 'held', last_error: HELD_REASON });

    await save(server());
    await t.mail.runOnce();
    expect(await outboxRow(t.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.messages.map((m) => m.parsed.subject)).toEqual(['Messaggio in-attesa']);
  });

  it('password reset by e-mail follows the saved server, without a restart', async () => {
    const ask = () =>
      t.request('POST', '/api/auth/request-password-reset', { body: { email: 'chi@rossi.it' } });
    expect((await ask()).status).toBe(400);
    await save(server());
    expect((await ask()).status).toBe(200);
    const shop = await (await t.request('GET', '/api/public/shop')).json();
    expect(shop).toMatchObject({ password_reset_by_email: true });
  });

  it('removing the server holds mail again', async () => {
    await save(server());
    const response = await t.request('DELETE', '/api/settings/mail-server', { cookie: admin });
    expect(await response.json()).toEqual({ source: 'none', saved: null });
    const id = await queueMessage(t.db, 'dopo', new Date());
    await t.mail.runOnce();
    expect(await outboxRow(t.db, id)).toMatchObject({ status: 'held' });
  });

  it('refuses bad input with a message per field and keeps what was saved', async () => {
    await save(server());
    const response = await save(
      server({ host: 'smtp server', port: 70000, security: 'ssl', sender: 'non è un indirizzo' }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { details: { fieldErrors: Record<string, string[]> } };
    };
    expect(body.error.details.fieldErrors).toEqual({
      host: ['Server SMTP non valido: scrivi un nome come smtp.esempio.it'],
      port: ['La porta deve essere un numero tra 1 e 65535'],
      security: ['Scegli la sicurezza della connessione'],
      sender: [expect.stringMatching(/^Mittente non valido/)],
    });
    expect((await view()).saved?.host).toBe('127.0.0.1');
  });

  it('is for admins only', async () => {
    const employee = await t.signIn((await t.addUser('employee')).email);
    const response = await t.request('GET', '/api/settings/mail-server', { cookie: employee });
    expect(response.status).toBe(403);
  });
});

describe('with SMTP_URL set', () => {
  it('SMTP_URL wins, and the view says so', async () => {
    const envServer = await startSmtpCapture();
    const withEnv = await createTestApp({ smtpUrl: envServer.url });
    try {
      const cookie = await withEnv.signIn((await withEnv.addUser('admin')).email);
      await withEnv.request('PUT', '/api/settings/mail-server', { cookie, body: server() });
      const response = await withEnv.request('GET', '/api/settings/mail-server', { cookie });
      expect(await response.json()).toMatchObject({ source: 'env', saved: { host: '127.0.0.1' } });
      const id = await queueMessage(withEnv.db, 'via-env', new Date());
      await withEnv.mail.runOnce();
      expect(await outboxRow(withEnv.db, id)).toMatchObject({ status: 'sent' });
      expect(envServer.messages).toHaveLength(1);
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await withEnv.close();
      await envServer.close();
    }
  });
});
