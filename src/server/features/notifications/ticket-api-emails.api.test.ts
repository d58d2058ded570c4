import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';

/** The whole path: ticket API → notification event → outbox → SMTP. */
let smtp: SmtpCapture;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
  cookie = await t.signIn((await t.addUser('admin')).email);
  // Tickets typed by staff: the owner hears of them only with the counter switch on.
  const settings = { email_admin_address: 'capo@negozio.it', email_admin_counter_tickets: 'true' };
  await t.request('PUT', '/api/settings', { cookie, body: { values: settings } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

type Ticket = { id: string; ticket_number: string; version: number };

async function createTicket(): Promise<Ticket> {
  const response = await t.request('POST', '/api/tickets', {
    cookie,
    body: {
      description: 'Non si accende',
      customer_name: 'Giulia Bianchi',
      customer_email: 'giulia@esempio.it',
      device_type: 'Samsung Galaxy S21',
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Ticket;
}

async function patch(ticket: Ticket, fields: Record<string, unknown>): Promise<Ticket> {
  const response = await t.request('PATCH', `/api/tickets/${ticket.id}`, {
    cookie,
    body: { version: ticket.version, ...fields },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Ticket;
}

describe('e-mails from the tickets API', () => {
  it('creating a ticket mails the customer and the admin with the public link', async () => {
    const ticket = await createTicket();
    await t.mail.runOnce();
    expect(smtp.messages.map((m) => m.rcptTo[0]).sort()).toEqual([
      'capo@negozio.it',
      'giulia@esempio.it',
    ]);
    for (const mail of smtp.messages) {
      expect(mail.parsed.text).toContain(`${ORIGIN}/public/tickets/${ticket.id}`);
      expect(mail.parsed.subject).toContain(ticket.ticket_number);
    }
  });

  it('a status change sends one e-mail; a save without one sends none', async () => {
    let ticket = await createTicket();
    await t.mail.runOnce();
    smtp.messages.length = 0;

    ticket = await patch(ticket, { description: 'Non si accende, schermo rigato' });
    await t.mail.runOnce();
    expect(smtp.messages).toHaveLength(0);

    ticket = await patch(ticket, { status: 'In lavorazione' });
    await patch(ticket, { status: 'In lavorazione', description: 'Ancora in lavorazione' });
    await t.mail.runOnce();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.rcptTo).toEqual(['giulia@esempio.it']);
    expect(smtp.messages[0]?.parsed.subject).toBe(
      `Ticket ${ticket.ticket_number}: In lavorazione – Sportello`,
    );
  });

  it('with the SMTP server down, ticket actions still succeed and the mail waits', async () => {
    await smtp.close();
    try {
      const ticket = await createTicket();
      await patch(ticket, { status: 'Pronto per il ritiro' });
      await t.mail.runOnce();
      const rows = await t.db
        .selectFrom('outbox')
        .select(['status', 'attempts'])
        .where('ticket_id', '=', ticket.id)
        .execute();
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.status === 'pending' && r.attempts === 1)).toBe(true);
    } finally {
      smtp = await startSmtpCapture({ port: smtp.port });
    }
  });
});
