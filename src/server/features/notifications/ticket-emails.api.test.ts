import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MailWorker } from '../../jobs/mail-worker';
import { createLogger } from '../../logger';
import { createSmtpSender } from '../../mail/mail-sender';
import { fixedSender } from '../../mail/mail-senders';
import { informalWords } from '../../test/formal-address';
import { headerLines, type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { insertEvent, insertTicket } from '../../test/ticket-rows';

let smtp: SmtpCapture;
let t: TestApp;
let cookie: string;
const now = () => new Date().toISOString();

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
  cookie = await t.signIn((await t.addUser('admin')).email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  await saveSettings({
    email_new_ticket: 'true',
    email_status_change: 'true',
    email_admin_address: 'capo@negozio.it',
    shop_name: 'Riparazioni Rossi',
  });
});

async function saveSettings(values: Record<string, string>) {
  const response = await t.request('PUT', '/api/settings', { cookie, body: { values } });
  expect(response.status).toBe(200);
}

const to = (address: string) => smtp.messages.filter((m) => m.rcptTo.includes(address));

describe('ticket e-mails', () => {
  it('a new ticket mails the customer and the admin, once, with the link and escaped HTML', async () => {
    const ticket = await insertTicket(t.db, {
      created_at: now(),
      customer_name: 'Mario <b>Rossi</b>',
      device_type: 'Samsung S21',
      created_via: 'public',
    });
    const eventId = await insertEvent(t.db, 'ticket_created', ticket.id, now());
    await t.mail.runOnce();
    await t.mail.runOnce();

    expect(smtp.messages).toHaveLength(2);
    const link = `${ORIGIN}/public/tickets/${ticket.id}`;
    const [customer] = to('mario@esempio.it');
    expect(customer?.rcptTo).toEqual(['mario@esempio.it']);
    expect(customer?.parsed.subject).toBe(
      `Ticket ${ticket.ticket_number} ricevuto – Riparazioni Rossi`,
    );
    expect(customer?.parsed.text).toContain(`Numero ticket: ${ticket.ticket_number}`);
    expect(customer?.parsed.text).toContain('Dispositivo: Samsung S21');
    expect(customer?.parsed.text).toContain(link);
    expect(customer?.parsed.html).toContain(`href="${link}"`);
    expect(customer?.parsed.html).toContain('Gentile Mario &lt;b&gt;Rossi&lt;/b&gt;,');
    expect(informalWords(customer?.parsed.text ?? '')).toEqual([]);
    const [admin] = to('capo@negozio.it');
    expect(admin?.parsed.subject).toBe(`Nuovo ticket ${ticket.ticket_number} – Mario <b>Rossi</b>`);
    expect(admin?.parsed.text).toContain('Inserito da: modulo pubblico');

    const event = await t.db
      .selectFrom('notification_events')
      .select('processed_at')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(event.processed_at).not.toBeNull();
    // Processing the same event again (a crash before the commit was seen) queues nothing new.
    await t.db
      .updateTable('notification_events')
      .set({ processed_at: null })
      .where('id', '=', eventId)
      .execute();
    await t.mail.runOnce();
    expect(smtp.messages).toHaveLength(2);
  });

  it('a status change mails the customer the new status label and the link', async () => {
    const ticket = await insertTicket(t.db, { created_at: now() });
    await insertEvent(t.db, 'ticket_status_changed', ticket.id, now(), {
      ticket_number: ticket.ticket_number,
      from: 'In lavorazione',
      to: 'Pronto per il ritiro',
      changed_by: null,
    });
    await t.mail.runOnce();
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.rcptTo).toEqual(['mario@esempio.it']);
    expect(mail?.parsed.subject).toBe(
      `Ticket ${ticket.ticket_number}: Pronto per il ritiro – Riparazioni Rossi`,
    );
    expect(mail?.parsed.text).toContain('Nuovo stato: Pronto per il ritiro');
    expect(mail?.parsed.text).toContain(`${ORIGIN}/public/tickets/${ticket.id}`);
  });

  it('a save that leaves the status as it was sends nothing', async () => {
    const ticket = await insertTicket(t.db, { created_at: now() });
    await insertEvent(t.db, 'ticket_status_changed', ticket.id, now(), {
      ticket_number: ticket.ticket_number,
      from: 'In lavorazione',
      to: 'In lavorazione',
      changed_by: null,
    });
    await t.mail.runOnce();
    expect(smtp.messages).toHaveLength(0);
  });

  it('tells the owner of counter tickets only when the setting asks for it', async () => {
    const counter = async () => {
      smtp.messages.length = 0;
      const ticket = await insertTicket(t.db, { created_at: now(), created_via: 'staff' });
      await insertEvent(t.db, 'ticket_created', ticket.id, now());
      await t.mail.runOnce();
      return ticket;
    };
    const values = (await (await t.request('GET', '/api/settings', { cookie })).json()) as {
      values: Record<string, string>;
    };
    expect(values.values.email_admin_counter_tickets).toBe('false');
    await counter();
    expect(to('capo@negozio.it')).toHaveLength(0);
    expect(to('mario@esempio.it')).toHaveLength(1);

    await saveSettings({ email_admin_counter_tickets: 'true' });
    const ticket = await counter();
    expect(to('capo@negozio.it').map((m) => m.parsed.subject)).toEqual([
      expect.stringContaining(`Nuovo ticket ${ticket.ticket_number}`),
    ]);
    await saveSettings({ email_admin_counter_tickets: 'false' });
  });

  it('respects the switches and a missing admin address', async () => {
    await saveSettings({ email_new_ticket: 'false', email_status_change: 'false' });
    const first = await insertTicket(t.db, { created_at: now() });
    await insertEvent(t.db, 'ticket_created', first.id, now());
    await insertEvent(t.db, 'ticket_status_changed', first.id, now(), {
      ticket_number: first.ticket_number,
      from: 'Ticket inserito',
      to: 'Chiuso',
      changed_by: null,
    });
    await t.mail.runOnce();
    expect(smtp.messages).toHaveLength(0);

    await saveSettings({ email_new_ticket: 'true', email_admin_address: '' });
    const second = await insertTicket(t.db, { created_at: now() });
    await insertEvent(t.db, 'ticket_created', second.id, now());
    await t.mail.runOnce();
    expect(smtp.messages.map((m) => m.rcptTo)).toEqual([['mario@esempio.it']]);
  });

  it('a name or e-mail with line breaks adds no header and no recipient', async () => {
    const ticket = await insertTicket(t.db, {
      created_at: now(),
      customer_name: 'Mario\r\nBcc: spia@evil.it\r\nX-Injected: 1',
      customer_email: 'mario@esempio.it\r\nBcc: spia@evil.it',
      created_via: 'public',
    });
    await insertEvent(t.db, 'ticket_created', ticket.id, now());
    await t.mail.runOnce();
    // The customer's address is not a single address: only the admin is written to.
    expect(smtp.messages.map((m) => m.rcptTo)).toEqual([['capo@negozio.it']]);
    const [mail] = smtp.messages;
    const names = headerLines(mail?.raw ?? '').map((h) => h.split(':')[0]?.toLowerCase());
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('x-injected');
    expect(mail?.parsed.subject).toBe(
      `Nuovo ticket ${ticket.ticket_number} – Mario Bcc: spia@evil.it X-Injected: 1`,
    );
  });

  it('an event for a ticket deleted since is marked processed and sends nothing', async () => {
    const eventId = await insertEvent(t.db, 'ticket_created', crypto.randomUUID(), now());
    await t.mail.runOnce();
    expect(smtp.messages).toHaveLength(0);
    const event = await t.db
      .selectFrom('notification_events')
      .select('processed_at')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(event.processed_at).not.toBeNull();
  });

  it('a running worker is nudged right after an enqueue instead of waiting for its poll', async () => {
    const worker = new MailWorker({
      db: t.db,
      dialect: t.deps.dialect,
      logger: createLogger('silent'),
      clock: () => new Date(),
      senders: fixedSender(createSmtpSender({ smtpUrl: smtp.url, from: 'sportello@test.it' })),
      linkOrigin: ORIGIN,
      pollMs: 60 * 60_000,
    });
    const changed = async () => {
      const ticket = await insertTicket(t.db, { created_at: now() });
      await insertEvent(t.db, 'ticket_status_changed', ticket.id, now(), {
        ticket_number: ticket.ticket_number,
        from: 'Ticket inserito',
        to: 'Chiuso',
        changed_by: null,
      });
    };
    const arrived = (n: number) =>
      vi.waitFor(() => expect(smtp.messages).toHaveLength(n), { timeout: 5000, interval: 20 });
    await changed();
    worker.start(); // its first pass delivers the first message; the next poll is an hour away
    try {
      await arrived(1);
      await changed();
      worker.nudge();
      await arrived(2);
    } finally {
      await worker.stop();
    }
  });
});
