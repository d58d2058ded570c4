import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HELD_REASON } from '../../mail/outbox-upkeep.queries';
import { setSettings } from '../../test/public-test-kit';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendTestEmail } from './test-email.service';

let smtp: SmtpCapture;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
  cookie = await t.signIn((await t.addUser('admin')).email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
  smtp.mode = 'accept';
});

async function saveSettings(app: TestApp, admin: string, values: Record<string, string>) {
  const response = await app.request('PUT', '/api/settings', { cookie: admin, body: { values } });
  expect(response.status).toBe(200);
}

const sendTest = (app: TestApp, admin: string, body: unknown = {}) =>
  app.request('POST', '/api/settings/test-email', { cookie: admin, body });

describe('POST /api/settings/test-email', () => {
  it('asks for an admin address first', async () => {
    const response = await sendTest(t, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: 'Inserisci prima un indirizzo email amministratore' },
    });
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
  });

  it('delivers the test e-mail to the admin address while the admin waits', async () => {
    await saveSettings(t, cookie, {
      email_admin_address: 'capo@negozio.it',
      shop_name: 'Officina',
    });
    const response = await sendTest(t, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true, status: 'sent' });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.rcptTo).toEqual(['capo@negozio.it']);
    expect(smtp.messages[0]?.parsed.subject).toBe('E-mail di prova – Officina');
    expect(smtp.messages[0]?.parsed.text).toContain('le notifiche via e-mail funzionano');
  });

  it('ignores any recipient, subject or body in the request: it is no mail relay', async () => {
    const response = await sendTest(t, cookie, {
      to: 'vittima@evil.it',
      cc: 'altro@evil.it',
      bcc: 'terzo@evil.it',
      subject: 'Vinci un premio',
      body: 'clicca qui',
    });
    expect(await response.json()).toMatchObject({ sent: true });
    expect(smtp.messages.map((m) => m.rcptTo)).toEqual([['capo@negozio.it']]);
    expect(smtp.messages[0]?.parsed.subject).toBe('E-mail di prova – Officina');
  });

  it('reports a refusal from the mail server as not sent, with the reason', async () => {
    smtp.mode = 'permfail';
    const response = await sendTest(t, cookie);
    const body = (await response.json()) as { sent: boolean; status: string; error: string };
    expect(body).toMatchObject({ sent: false, status: 'failed' });
    expect(body.error).toMatch(/550/);
  });

  it('without SMTP_URL the message is held and reported as not sent', async () => {
    const offline = await createTestApp();
    try {
      const admin = await offline.signIn((await offline.addUser('admin')).email);
      await saveSettings(offline, admin, { email_admin_address: 'capo@negozio.it' });
      const response = await sendTest(offline, admin);
      expect(await response.json()).toEqual({ sent: false, status: 'held', error: HELD_REASON });
    } finally {
      await offline.close();
    }
  });
});

describe('the links customers get', () => {
  it('the test e-mail shows them and, without PUBLIC_URL, warns that they are local', async () => {
    await saveSettings(t, cookie, { email_admin_address: 'capo@negozio.it' });
    await sendTest(t, cookie);
    const text = smtp.messages[0]?.parsed.text ?? '';
    expect(text).toContain('I clienti ricevono link come: http://localhost/public/tickets/');
    expect(text).toContain('PUBLIC_URL non è impostato');
    expect(smtp.messages[0]?.parsed.html).toContain('PUBLIC_URL non è impostato');
  });

  it('with PUBLIC_URL set the e-mail shows the links without a warning', async () => {
    const configured = await createTestApp({
      smtpUrl: smtp.url,
      publicUrl: 'https://assistenza.negozio.it',
    });
    try {
      // Called directly: over HTTP the origin guard would want requests from PUBLIC_URL.
      await setSettings(configured, { email_admin_address: 'capo@negozio.it' });
      await sendTestEmail(configured.deps);
      const text = smtp.messages[0]?.parsed.text ?? '';
      expect(text).toContain('I clienti ricevono link come:');
      expect(text).not.toContain('PUBLIC_URL');
    } finally {
      await configured.close();
    }
  });
});
