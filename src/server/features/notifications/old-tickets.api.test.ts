import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { insertTicket } from '../../test/ticket-rows';

const DAY = 24 * 60 * 60 * 1000;
// 08:30 in Rome (CET, UTC+1).
const MONDAY = new Date('2026-11-23T07:30:00.000Z');
let now = MONDAY;
let smtp: SmtpCapture;
let t: TestApp;
let adminEmail: string;
let cookie: string;
let old: { id: string; ticket_number: string };

/**
 * Moves the clock the app is given. Date is faked to the same instant (timers stay real) because
 * better-auth stamps sessions with Date; signing in again keeps the session within its limits.
 */
async function at(instant: Date) {
  now = instant;
  vi.setSystemTime(instant);
  cookie = await t.signIn(adminEmail);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MONDAY);
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url, clock: () => now });
  adminEmail = (await t.addUser('admin')).email;
  cookie = await t.signIn(adminEmail);
  const ago = (days: number) => new Date(MONDAY.getTime() - days * DAY).toISOString();
  old = await insertTicket(t.db, {
    created_at: ago(10),
    status: 'In lavorazione',
    customer_name: 'Anna <Bianchi>',
  });
  await insertTicket(t.db, { created_at: ago(12), status: 'Chiuso' });
  await insertTicket(t.db, { created_at: ago(2), status: 'Ticket inserito' });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await at(MONDAY);
  smtp.messages.length = 0;
  await t.db.deleteFrom('outbox').execute();
  await saveSettings({
    email_admin_old_tickets: 'true',
    email_admin_old_tickets_days: '7',
    email_admin_address: 'capo@negozio.it',
  });
});

async function saveSettings(values: Record<string, string>) {
  expect((await t.request('PUT', '/api/settings', { cookie, body: { values } })).status).toBe(200);
}

async function check() {
  const response = await t.request('POST', '/api/tickets/old-check', { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

describe('old-ticket check', () => {
  it('mails the admin the open tickets older than the configured days, with links', async () => {
    expect(await check()).toEqual({ sent: true, count: 1, reason: 'sent' });
    await t.mail.runOnce();
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.rcptTo).toEqual(['capo@negozio.it']);
    expect(mail?.parsed.subject).toBe('Ticket aperti da più di 7 giorni: 1 – Sportello');
    expect(mail?.parsed.text).toContain(
      `${old.ticket_number} – Anna <Bianchi> – iPhone 12 – In lavorazione`,
    );
    expect(mail?.parsed.text).toContain(`${ORIGIN}/public/tickets/${old.id}`);
    expect(mail?.parsed.html).toContain('Anna &lt;Bianchi&gt;');
  });

  it('sends at most one notice per Rome day, whoever asks', async () => {
    expect(await check()).toMatchObject({ sent: true });
    await at(new Date(MONDAY.getTime() + 14 * 60 * 60 * 1000)); // 22:30 the same day in Rome
    expect(await check()).toEqual({ sent: false, count: 1, reason: 'already_sent_today' });
    await at(new Date('2026-11-23T23:00:00.000Z')); // midnight in Rome: a new day
    expect(await check()).toMatchObject({ sent: true, count: 1 });
    await t.mail.runOnce();
    expect(smtp.messages).toHaveLength(2);
  });

  it('counts with the configured days', async () => {
    await saveSettings({ email_admin_old_tickets_days: '1' });
    expect(await check()).toEqual({ sent: true, count: 2, reason: 'sent' });
  });

  it('sends nothing when switched off, without an admin address, or with nothing old', async () => {
    await saveSettings({ email_admin_old_tickets: 'false' });
    expect(await check()).toEqual({ sent: false, count: 0, reason: 'disabled' });
    await saveSettings({ email_admin_old_tickets: 'true', email_admin_address: '' });
    expect(await check()).toEqual({ sent: false, count: 0, reason: 'disabled' });
    await saveSettings({
      email_admin_address: 'capo@negozio.it',
      email_admin_old_tickets_days: '30',
    });
    expect(await check()).toEqual({ sent: false, count: 0, reason: 'none_found' });
    await t.mail.runOnce();
    expect(smtp.messages).toHaveLength(0);
  });

  it('refuses more than 3650 days, and copes with a larger value saved before that rule', async () => {
    const refused = await t.request('PUT', '/api/settings', {
      cookie,
      body: { values: { email_admin_old_tickets_days: '100000000' } },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        details: {
          fieldErrors: {
            email_admin_old_tickets_days: ['Il numero di giorni non può superare 3650'],
          },
        },
      },
    });
    // Written behind the rule's back, as an older version could have: the check still answers.
    await t.db
      .updateTable('settings')
      .set({ value: '100000000000' })
      .where('key', '=', 'email_admin_old_tickets_days')
      .execute();
    expect(await check()).toEqual({ sent: false, count: 0, reason: 'none_found' });
  });

  it("without SMTP_URL the notice is queued, not sent, and says so ('queued')", async () => {
    const offline = await createTestApp({ clock: () => now });
    try {
      const admin = await offline.signIn((await offline.addUser('admin')).email);
      const values = { email_admin_address: 'capo@negozio.it', email_admin_old_tickets_days: '1' };
      await offline.request('PUT', '/api/settings', { cookie: admin, body: { values } });
      await insertTicket(offline.db, {
        created_at: new Date(MONDAY.getTime() - 3 * DAY).toISOString(),
      });
      const response = await offline.request('POST', '/api/tickets/old-check', { cookie: admin });
      expect(await response.json()).toEqual({ sent: false, count: 1, reason: 'queued' });
      await offline.mail.runOnce();
      const rows = await offline.db.selectFrom('outbox').select(['event_type', 'status']).execute();
      expect(rows).toEqual([{ event_type: 'old_tickets', status: 'held' }]);
    } finally {
      await offline.close();
    }
  });

  it("answers 'Impossibile controllare i ticket vecchi' when the check fails", async () => {
    const broken = await createTestApp({ clock: () => now });
    try {
      const admin = await broken.signIn((await broken.addUser('admin')).email);
      await broken.request('PUT', '/api/settings', {
        cookie: admin,
        body: { values: { email_admin_address: 'capo@negozio.it' } },
      });
      const cascade = broken.deps.dialect === 'postgres' ? sql` cascade` : sql``;
      await sql`drop table tickets${cascade}`.execute(broken.db);
      const response = await broken.request('POST', '/api/tickets/old-check', { cookie: admin });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({
        error: { code: 'old_check_failed', message: 'Impossibile controllare i ticket vecchi' },
      });
    } finally {
      await broken.close();
    }
  });
});
