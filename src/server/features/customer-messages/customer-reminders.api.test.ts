import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database';
import { CustomerRemindersJob } from '../../jobs/customer-reminders-job';
import { createLogger } from '../../logger';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { readJson, type Ticket, VALID_TICKET } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sentQuote } from '../quotes/quotes-test-kit';
import { writeSettings } from '../settings/settings.service';
import { listNotes } from '../tickets/ticket-notes.service';
import { sendDueReminders } from './customer-reminders.service';

/**
 * The reminders with an injected clock, day by day (Rome is UTC+1 in November; the job runs
 * from 10:00 Rome, 09:00 UTC; in September and October, UTC+2, from 08:00 UTC), on the defaults: first after 7 days, every 7, at most 3; a quote
 * after 5 days.
 */
const READY = 'Pronto per il ritiro';
let now = new Date('2026-11-02T14:00:00.000Z');
let smtp: SmtpCapture;
let t: TestApp;
let cookie: string;
let adminEmail: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url, clock: () => now });
  adminEmail = (await t.addUser('admin')).email;
  cookie = await t.signIn(adminEmail);
  await writeSettings(
    t.db,
    { shop_name: 'Riparazioni Rossi', email_new_ticket: 'false', email_status_change: 'false' },
    now.toISOString(),
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const at = (iso: string) => {
  now = new Date(iso);
};

async function ticketAt(customer_email: string): Promise<Ticket> {
  const body = { ...VALID_TICKET, customer_email };
  const response = await t.request('POST', '/api/tickets', { cookie, body });
  expect(response.status).toBe(201);
  return readJson<Ticket>(response);
}

async function move(ticket: Ticket, status: string): Promise<Ticket> {
  const body = { version: ticket.version, status };
  const response = await t.request('PATCH', `/api/tickets/${ticket.id}`, { cookie, body });
  expect(response.status).toBe(200);
  return readJson<Ticket>(response);
}

const job = (db = t.db) =>
  new CustomerRemindersJob({
    db,
    logger: createLogger('silent'),
    clock: () => now,
    mail: t.mail,
  });

/** A day's run, as a freshly started process would do it (its own memory of done days). */
async function runDay(iso: string) {
  at(iso);
  await job().runIfDue();
}

/** The reminders sent for a ticket: their number and Rome day. */
const remindersOf = async (ticketId: string) =>
  (
    await t.db
      .selectFrom('customer_reminders')
      .select(['seq', 'sent_on'])
      .where('ticket_id', '=', ticketId)
      .orderBy('seq')
      .execute()
  ).map((r) => `${r.seq}:${r.sent_on}`);

describe('customer reminders', () => {
  it('reminds of a ready device on day 7, 14 and 21 at 10:00 Rome, then stops; a status change stops them; a new stay counts again', async () => {
    at('2026-11-02T15:00:00.000Z');
    const ready = await move(await ticketAt('pronto@esempio.it'), READY);
    const collected = await move(await ticketAt('ritirato@esempio.it'), READY);
    const back = await move(await ticketAt('ritorno@esempio.it'), READY);
    // 00:30 in Rome on the 3rd: its days count from the 3rd.
    at('2026-11-02T23:30:00.000Z');
    const late = await move(await ticketAt('tardi@esempio.it'), READY);
    at('2026-11-05T12:00:00.000Z');
    await move(collected, 'Chiuso');
    const working = await move(back, 'In lavorazione');
    at('2026-11-06T12:00:00.000Z');
    await move(working, READY);

    await runDay('2026-11-08T09:30:00.000Z'); // day 6
    await runDay('2026-11-09T08:59:00.000Z'); // day 7, 09:59 in Rome: not yet
    expect(await remindersOf(ready.id)).toEqual([]);
    await runDay('2026-11-09T09:00:00.000Z'); // day 7, 10:00 in Rome
    await runDay('2026-11-09T15:00:00.000Z'); // a restart later that day
    expect(await remindersOf(ready.id)).toEqual(['1:2026-11-09']);
    expect(await remindersOf(late.id)).toEqual([]);
    expect(await remindersOf(collected.id)).toEqual([]);
    expect(await remindersOf(back.id)).toEqual([]);

    await runDay('2026-11-10T09:00:00.000Z');
    expect(await remindersOf(ready.id)).toEqual(['1:2026-11-09']);
    expect(await remindersOf(late.id)).toEqual(['1:2026-11-10']);
    await runDay('2026-11-13T09:00:00.000Z');
    expect(await remindersOf(back.id)).toEqual(['1:2026-11-13']);
    for (const day of ['2026-11-15', '2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07'])
      await runDay(`${day}T09:00:00.000Z`);
    expect(await remindersOf(ready.id)).toEqual(['1:2026-11-09', '2:2026-11-16', '3:2026-11-23']);
    expect(await remindersOf(collected.id)).toEqual([]);

    const notes = await t.db
      .selectFrom('ticket_notes')
      .select(['body', 'automatic'])
      .where('ticket_id', '=', ready.id)
      .orderBy('created_at')
      .execute();
    expect(notes.map((n) => Number(n.automatic))).toEqual([1, 1, 1]);
    // The ticket page reads them as Sportello's, not as a deleted account's.
    const page = await listNotes({ db: t.db, clock: () => now }, 'chiunque', ready.id);
    expect(page.items[0]).toMatchObject({ automatic: true, author_id: null, editable: false });
    expect(notes.map((n) => n.body)).toEqual([
      'Promemoria di ritiro 1 di 3 inviato al cliente (pronto@esempio.it).',
      'Promemoria di ritiro 2 di 3 inviato al cliente (pronto@esempio.it).',
      'Promemoria di ritiro 3 di 3 inviato al cliente (pronto@esempio.it).',
    ]);
    await t.mail.runOnce();
    const mails = smtp.messages.filter((m) => m.rcptTo.includes('pronto@esempio.it'));
    expect(mails).toHaveLength(3);
    expect(mails[0]?.parsed.subject).toBe(
      'Promemoria: il suo Samsung Galaxy S21 è pronto per il ritiro – Riparazioni Rossi',
    );
    expect(mails[0]?.parsed.text).toContain(`(ticket ${ready.ticket_number}) è pronto`);
  });

  it('reminds once of a quote not answered after 5 days, or the day before it expires', async () => {
    at('2026-10-01T10:00:00.000Z');
    cookie = await t.signIn(adminEmail); // sessions live by the real time: sign in again at the test's
    const app = { request: t.request, cookie };
    const plain = await sentQuote(app, { customer_email: 'preventivo@esempio.it' });
    const soon = await sentQuote(app, {
      customer_email: 'scade@esempio.it',
      expiry_date: '2026-10-04',
    });
    const quoteReminders = async () =>
      (
        await t.db
          .selectFrom('customer_reminders')
          .select(['quote_id', 'sent_on'])
          .where('kind', '=', 'quote')
          .orderBy('sent_on')
          .execute()
      ).map(
        (r) =>
          `${r.quote_id === plain.id ? 'plain' : r.quote_id === soon.id ? 'soon' : r.quote_id}:${r.sent_on}`,
      );
    await runDay('2026-10-02T09:00:00.000Z');
    expect(await quoteReminders()).toEqual([]);
    await runDay('2026-10-03T09:00:00.000Z');
    expect(await quoteReminders()).toEqual(['soon:2026-10-03']);
    await runDay('2026-10-05T09:00:00.000Z');
    await runDay('2026-10-06T09:00:00.000Z');
    await runDay('2026-10-07T09:00:00.000Z');
    expect(await quoteReminders()).toEqual(['soon:2026-10-03', 'plain:2026-10-06']);
    await t.mail.runOnce();
    const [mail] = smtp.messages.filter(
      (m) => m.rcptTo.includes('scade@esempio.it') && m.parsed.subject?.startsWith('Promemoria'),
    );
    expect(mail?.parsed.text).toContain('Il preventivo è valido fino al 04/10/2026.');
  });

  it('sends each reminder once with two instances running at the same time', async () => {
    at('2026-09-10T12:00:00.000Z');
    cookie = await t.signIn(adminEmail);
    const ticket = await move(await ticketAt('due@esempio.it'), READY);
    at('2026-09-17T09:00:00.000Z');
    // A second instance: on PostgreSQL its own connection to the same database. SQLite serves
    // one process (several instances need PostgreSQL), and two connections of one thread to a
    // SQLite file would only wait on each other: there both runs share the handle.
    const { location } = t.database;
    const other =
      'url' in location ? createDatabase({ databaseUrl: location.url, sqliteFile: '' }) : null;
    const otherDb = other?.db ?? t.db;
    try {
      // The reminders' run on both at once, with no lease: the reminder's own row decides…
      const queued = await Promise.all([
        sendDueReminders({ db: t.db, now, linkOrigin: t.mail.linkOrigin }),
        sendDueReminders({ db: otherDb, now, linkOrigin: t.mail.linkOrigin }),
      ]);
      expect(queued.sort()).toEqual([0, 1]);
      // …and both instances' daily jobs after it find nothing more to send.
      await Promise.all([job().runIfDue(), job(otherDb).runIfDue()]);
    } finally {
      await other?.close();
    }
    expect(await remindersOf(ticket.id)).toEqual(['1:2026-09-17']);
    const queued = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('ticket_id', '=', ticket.id)
      .where('event_type', '=', 'customer_reminder')
      .execute();
    expect(queued).toHaveLength(1);
  });
});
