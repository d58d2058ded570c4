import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PUBLIC_QUOTE_MESSAGES,
  QUOTE_MESSAGES,
  type QuoteDto,
} from '../../../shared/quotes/quotes';
import { appFor, freshIp } from '../../test/public-test-kit';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { createQuote, sentQuote as sendQuoteKit, WORKED_ITEMS } from './quotes-test-kit';

/**
 * "Invia al cliente" and the customer's answer: the e-mail through the outbox,
 * the public page and its JSON twin (never a cost or the margin), Accetto / Rifiuto once, the
 * linked ticket following with its history and status e-mail, the admin told, expiry respected.
 */
let smtp: SmtpCapture;
let t: TestApp & { cookie: string };
let now = new Date('2026-03-10T09:00:00Z');
let page: ReturnType<typeof appFor>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const app = await createTestApp({ smtpUrl: smtp.url, clock: () => now });
  t = Object.assign(app, { cookie: await app.signIn((await app.addUser('employee')).email) });
  page = appFor(t);
  const settings = await t.request('PUT', '/api/settings', {
    cookie: await t.signIn((await t.addUser('admin')).email),
    body: {
      values: {
        email_status_change: 'true',
        email_new_ticket: 'false',
        email_admin_address: 'capo@negozio.it',
        shop_name: 'Riparazioni Rossi',
      },
    },
  });
  expect(settings.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
  now = new Date('2026-03-10T09:00:00Z');
});

const to = (address: string) => smtp.messages.filter((m) => m.rcptTo.includes(address));

async function deliver() {
  await t.mail.runOnce();
  await t.mail.runOnce();
}

async function newTicket() {
  const response = await t.request('POST', '/api/tickets', {
    cookie: t.cookie,
    body: {
      description: 'Display rotto',
      customer_name: 'Giulia Bianchi',
      customer_email: 'giulia@example.it',
      device_type: 'iPhone 12',
    },
  });
  expect(response.status).toBe(201);
  return readJson<{ id: string; ticket_number: string }>(response);
}

const ticketOf = (id: string) =>
  t
    .request('GET', `/api/tickets/${id}`, { cookie: t.cookie })
    .then((r) =>
      readJson<{ status: string; timeline?: unknown; history?: { to_status: string }[] }>(r),
    );

const send = (id: string) => t.request('POST', `/api/quotes/${id}/send`, { cookie: t.cookie });

const sentQuote = (extra: Record<string, unknown> = {}) => sendQuoteKit(t, extra);

/** The customer's answer as the page's confirmation form posts it. */
const answer = (id: string, value: string, ip = freshIp()) => {
  const body = new FormData();
  body.append('answer', value);
  return page(`/public/quotes/${id}/risposta`, { method: 'POST', body, ip });
};

describe('sending a quote', () => {
  it('refuses without an e-mail address or without lines, in words', async () => {
    const noEmail = await createQuote(t, { customer_name: 'Senza Mail', items: WORKED_ITEMS });
    const first = await send(noEmail.id);
    expect(first.status).toBe(400);
    expect((await errorBody(first)).error.message).toBe(QUOTE_MESSAGES.noEmail);
    const noItems = await createQuote(t, {
      customer_name: 'Vuoto',
      customer_email: 'v@example.it',
    });
    const second = await send(noItems.id);
    expect(second.status).toBe(400);
    expect((await errorBody(second)).error.message).toBe(QUOTE_MESSAGES.noItems);
    expect(smtp.messages).toHaveLength(0);
  });

  it('mails the customer the link, sets Inviato and moves the linked ticket with its e-mail', async () => {
    const ticket = await newTicket();
    const quote = await sentQuote({ ticket_id: ticket.id });
    expect(quote.status).toBe('Inviato');
    expect(quote.history.map((h) => h.to_status)).toEqual(['Bozza', 'Inviato']);
    expect((await ticketOf(ticket.id)).status).toBe('Preventivo inviato');
    await deliver();
    const mails = to('giulia@example.it');
    const quoteMail = mails.find((m) => m.parsed.subject?.startsWith('Preventivo'));
    expect(quoteMail?.parsed.subject).toBe(`Preventivo ${quote.quote_number} – Riparazioni Rossi`);
    expect(quoteMail?.parsed.text).toContain(`${ORIGIN}/public/quotes/${quote.id}`);
    expect(quoteMail?.parsed.text).toContain('Totale (IVA inclusa): 198,07');
    // One message carries both: the quote and the ticket's new status (no second status e-mail).
    expect(mails).toHaveLength(1);
    expect(quoteMail?.parsed.text).toContain(
      `Lo stato della Sua riparazione ${ticket.ticket_number} è ora: Preventivo inviato.`,
    );
  });
});

describe('the customer page and its JSON twin', () => {
  it('shows lines, prices and totals but never a cost or the margin', async () => {
    const quote = await sentQuote();
    const json = await page(`/api/public/quotes/${quote.id}`);
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('no-store');
    const body = (await json.json()) as Record<string, unknown> & { items: object[] };
    expect(Object.keys(body).sort()).toEqual([
      'answer',
      'answerable',
      'created_at',
      'customer_name',
      'expiry_date',
      'id',
      'items',
      'notes',
      'quote_number',
      'status',
      'taxable',
      'total_amount',
      'vat_amount',
      'vat_rate',
    ]);
    expect(body.items.map((i) => Object.keys(i).sort())).toEqual(
      WORKED_ITEMS.map(() => ['description', 'line_total', 'quantity', 'unit_price']),
    );
    const html = await (await page(`/public/quotes/${quote.id}`)).text();
    expect(html).toContain(`<span class="whitespace-nowrap">${quote.quote_number}</span>`);
    expect(html).toContain('198,07');
    expect(html).toContain('116,87');
    expect(html).not.toContain('89,90');
    expect(html).toContain('Accetto');
  });

  it('answers a malformed id with 400 and an unknown one with 404, the same words', async () => {
    const malformed = await page('/api/public/quotes/abc');
    const unknown = await page(`/api/public/quotes/${crypto.randomUUID()}`);
    expect([malformed.status, unknown.status]).toEqual([400, 404]);
    expect((await errorBody(malformed)).error.message).toBe(QUOTE_MESSAGES.notFound);
    expect((await errorBody(unknown)).error.message).toBe(QUOTE_MESSAGES.notFound);
    const html = await page(`/public/quotes/${crypto.randomUUID()}`);
    expect(html.status).toBe(404);
    expect(await html.text()).toContain(QUOTE_MESSAGES.notFound);
  });
});

describe('the answer', () => {
  it('accepts once: recorded with time and address, ticket and admin told', async () => {
    const ticket = await newTicket();
    const quote = await sentQuote({ ticket_id: ticket.id });
    const confirm = await page(`/public/quotes/${quote.id}?risposta=accetto`);
    expect(await confirm.text()).toContain(PUBLIC_QUOTE_MESSAGES.confirmAccept);
    smtp.messages.length = 0;

    const accepted = await answer(quote.id, 'accept', '203.0.113.50');
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe(`/public/quotes/${quote.id}`);
    const stored = await t.db
      .selectFrom('quote_answers')
      .selectAll()
      .where('quote_id', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ answer: 'accept', address: '203.0.113.50' });
    const after = await readJson<QuoteDto>(
      await t.request('GET', `/api/quotes/${quote.id}`, { cookie: t.cookie }),
    );
    expect(after.status).toBe('Accettato');
    expect(after.history.at(-1)).toMatchObject({ to_status: 'Accettato', via: 'public' });
    expect((await ticketOf(ticket.id)).status).toBe('Preventivo accettato');
    expect(await (await page(`/public/quotes/${quote.id}`)).text()).toContain(
      PUBLIC_QUOTE_MESSAGES.accepted,
    );

    const again = await answer(quote.id, 'refuse');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(PUBLIC_QUOTE_MESSAGES.answered);
    const resend = await send(quote.id);
    expect(resend.status).toBe(409);
    expect((await errorBody(resend)).error.message).toBe(QUOTE_MESSAGES.answeredSend);
    await deliver();
    const [admin] = to('capo@negozio.it');
    expect(admin?.parsed.subject).toBe(
      `Preventivo ${quote.quote_number} accettato – Riparazioni Rossi`,
    );
    expect(admin?.parsed.text).toContain(`${ORIGIN}/quotes/${quote.id}`);
  });

  it('refuses: the quote reads Rifiutato and the ticket follows', async () => {
    const ticket = await newTicket();
    const quote = await sentQuote({ ticket_id: ticket.id });
    const json = await page(`/api/public/quotes/${quote.id}/answer`, {
      method: 'POST',
      ip: freshIp(),
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ answer: 'refuse' }) as unknown as FormData,
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ status: 'Rifiutato', answerable: false });
    expect((await ticketOf(ticket.id)).status).toBe('Rifiutato');
  });

  it('takes no answer after the expiry date (Europe/Rome) nor on a quote never sent', async () => {
    const quote = await sentQuote({ expiry_date: '2026-03-31' });
    // 1 April 00:30 in Rome is still 31 March in UTC: expired all the same.
    now = new Date('2026-03-31T22:30:00Z');
    const html = await (await page(`/public/quotes/${quote.id}`)).text();
    expect(html).toContain(PUBLIC_QUOTE_MESSAGES.expired);
    expect(html).not.toContain('?risposta=accetto');
    const late = await answer(quote.id, 'accept');
    expect(late.status).toBe(409);
    expect(await late.text()).toContain(PUBLIC_QUOTE_MESSAGES.expired);

    // A draft is not public at all: the answer finds no quote.
    const draft = await createQuote(t, { customer_name: 'Bozza', items: WORKED_ITEMS });
    const early = await answer(draft.id, 'accept');
    expect(early.status).toBe(404);
    expect(await early.text()).toContain(QUOTE_MESSAGES.notFound);
    const stored = await t.db.selectFrom('quote_answers').select('quote_id').execute();
    expect(stored.map((r) => r.quote_id)).not.toContain(quote.id);
  });
});
