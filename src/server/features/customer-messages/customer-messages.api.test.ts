import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerMessages } from '../../../shared/customer-messages/customer-messages';
import { defaultStatusMessage } from '../../../shared/customer-messages/default-messages';
import { formatCents } from '../../../shared/money';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { errorBody, readJson, type Ticket, VALID_TICKET } from '../../test/staff-test-kit';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { writeSettings } from '../settings/settings.service';

/** Settings → Messaggi ai clienti through the API, with the e-mails caught by a real SMTP server. */
const READY = 'Pronto per il ritiro';
const PATH = '/api/settings/customer-messages';
let smtp: SmtpCapture;
let t: TestApp;
let admin: string;
let employee: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await t.signIn((await t.addUser('admin')).email);
  employee = await t.signIn((await t.addUser('employee')).email);
  await writeSettings(
    t.db,
    // Only the status e-mails are under test here.
    { shop_name: 'Riparazioni Rossi', shop_phone: '06 1234567', email_new_ticket: 'false' },
    new Date().toISOString(),
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const read = async () =>
  readJson<CustomerMessages>(await t.request('GET', PATH, { cookie: admin }));
const save = (body: CustomerMessages) => t.request('PUT', PATH, { cookie: admin, body });

async function newTicket(body: Record<string, unknown> = {}): Promise<Ticket> {
  const response = await t.request('POST', '/api/tickets', {
    cookie: admin,
    body: { ...VALID_TICKET, ...body },
  });
  expect(response.status).toBe(201);
  return readJson<Ticket>(response);
}

async function moveTo(ticket: Ticket, status: string) {
  const body = { version: ticket.version, status };
  const response = await t.request('PATCH', `/api/tickets/${ticket.id}`, { cookie: admin, body });
  expect(response.status, await response.clone().text()).toBe(200);
  await t.mail.runOnce();
  return smtp.messages.filter((m) => m.rcptTo.includes(VALID_TICKET.customer_email));
}

describe('customer messages settings', () => {
  it('answers the default texts of every status and the default reminders', async () => {
    const config = await read();
    expect(Object.keys(config.messages)).toHaveLength(9);
    expect(config.messages[READY]).toMatchObject({
      enabled: true,
      subject: 'Ticket {numero}: {stato} – {negozio}',
    });
    expect(config.messages[READY]?.body).toContain('Nuovo stato: {stato}');
    expect(config.reminders).toEqual({
      ready_after_days: 7,
      ready_every_days: 7,
      ready_max: 3,
      quote_after_days: 5,
    });
  });

  it('refuses an unknown placeholder as a field error and stores nothing', async () => {
    const config = await read();
    const ready = config.messages[READY];
    if (!ready) throw new Error('no ready message');
    const response = await save({
      ...config,
      messages: {
        ...config.messages,
        [READY]: { ...ready, body: 'Ciao {nome}, {numero} {prezzo}' },
      },
    });
    expect(response.status).toBe(400);
    const error = await errorBody(response);
    expect(error.error.details?.fieldErrors?.[`messages.${READY}.body`]).toEqual([
      'Segnaposti sconosciuti: {nome}, {prezzo}. Usa solo quelli elencati.',
    ]);
    expect((await read()).messages[READY]?.body).toBe(ready.body);
  });

  it('a changed text changes the next e-mail, exactly as the preview showed it', async () => {
    const config = await read();
    const texts = {
      subject: '{cliente}, il suo {dispositivo} è pronto',
      body: 'Gentile {cliente},\nil ticket {numero} è {stato}.\n\nDa saldare: {da_saldare}\nPrevisto: {data_prevista}\n\nChiami il {telefono_negozio} – {negozio}\n{link}',
    };
    const saved = await save({
      ...config,
      messages: {
        ...config.messages,
        [READY]: { ...texts, enabled: true, whatsapp: 'Pronto {numero}: {link}' },
      },
    });
    expect(saved.status).toBe(200);
    const ticket = await newTicket({ price: '120,00' });
    const preview = await t.request('POST', `${PATH}/preview`, {
      cookie: admin,
      body: { status: READY, ticket_id: ticket.id, ...texts },
    });
    expect(preview.status).toBe(200);
    const shown = await readJson<{ subject: string; text: string; html: string }>(preview);

    const [mail] = await moveTo(ticket, READY);
    expect(mail?.parsed.subject).toBe('Giulia Bianchi, il suo Samsung Galaxy S21 è pronto');
    const link = `${ORIGIN}/public/tickets/${ticket.id}`;
    // No promised date: its line is left out; the price not paid yet is shown.
    expect(mail?.parsed.text).toContain(
      `Gentile Giulia Bianchi,\nil ticket ${ticket.ticket_number} è ${READY}.\n\nDa saldare: ${formatCents(12_000)}\n\nChiami il 06 1234567 – Riparazioni Rossi\n${link}`,
    );
    expect(shown.subject).toBe(mail?.parsed.subject);
    expect(shown.text.trim()).toBe(mail?.parsed.text?.trim());
    expect(shown.html.trim()).toBe(String(mail?.parsed.html).trim());
    expect(shown.html).toContain(`<a href="${link}"`);

    const whatsapp = await t.request('GET', `/api/tickets/${ticket.id}/whatsapp-message`, {
      cookie: employee,
    });
    expect(await readJson(whatsapp)).toEqual({ text: `Pronto ${ticket.ticket_number}: ${link}` });
  });

  it('a status switched off sends no e-mail; Ripristina brings back the default text', async () => {
    const config = await read();
    const ready = config.messages[READY];
    if (!ready) throw new Error('no ready message');
    await save({
      ...config,
      messages: { ...config.messages, [READY]: { ...ready, enabled: false } },
    });
    expect(await moveTo(await newTicket(), READY)).toHaveLength(0);

    // The web's Ripristina fills the form with the defaults; saving them sends the old text.
    await save({
      ...config,
      messages: { ...config.messages, [READY]: defaultStatusMessage(READY) },
    });
    const [mail] = await moveTo(await newTicket(), READY);
    expect(mail?.parsed.text).toContain(`Nuovo stato: ${READY}`);
  });

  it('refuses a body without every status, in Italian', async () => {
    const config = await read();
    const response = await save({
      ...config,
      messages: { Chiuso: config.messages.Chiuso } as CustomerMessages['messages'],
    });
    expect(response.status).toBe(400);
    const error = await errorBody(response);
    expect(error.error.details?.fieldErrors?.['messages.Ticket inserito']).toEqual([
      'Indica per lo stato enabled, subject, body e whatsapp',
    ]);
  });

  it('is for admins: an employee may neither read nor preview it', async () => {
    expect((await t.request('GET', PATH, { cookie: employee })).status).toBe(403);
    const preview = await t.request('POST', `${PATH}/preview`, {
      cookie: employee,
      body: { status: READY, ticket_id: crypto.randomUUID(), subject: 'x', body: 'y' },
    });
    expect(preview.status).toBe(403);
  });

  it('a preview on a ticket that does not exist is a 404 in Italian', async () => {
    const response = await t.request('POST', `${PATH}/preview`, {
      cookie: admin,
      body: { status: READY, ticket_id: crypto.randomUUID(), subject: 'x', body: 'y' },
    });
    expect(response.status).toBe(404);
    expect((await errorBody(response)).error.message).toBe('Ticket non trovato');
  });
});
