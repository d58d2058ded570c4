import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../../shared/money';
import {
  PUBLIC_QUOTE_MESSAGES,
  QUOTE_MESSAGES,
  type QuoteDto,
} from '../../../shared/quotes/quotes';
import { appFor, freshIp } from '../../test/public-test-kit';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { PREVIEW_BADGE } from '../public/staff-preview';
import { createQuote, sentQuote as sendQuoteKit, WORKED_ITEMS } from './quotes-test-kit';

/**
 * The prices a shop types and the answer that closes a quote: a typed price stays as typed, a
 * warehouse line starts at the product's price, an answered quote is frozen and shows what was
 * answered, acceptance prices the ticket, drafts are not public, and no other site can answer.
 */
let t: TestApp & { cookie: string };
let page: ReturnType<typeof appFor>;
let productId: string;

beforeAll(async () => {
  const app = await createTestApp();
  t = Object.assign(app, { cookie: await app.signIn((await app.addUser('employee')).email) });
  page = appFor(t);
  const product = await t.request('POST', '/api/products', {
    cookie: t.cookie,
    body: { sku: 'SSD-1TB', name: 'SSD NVMe 1 TB', quantity: 4, price: '149,00', cost: '95,60' },
  });
  expect(product.status).toBe(201);
  productId = (await readJson<{ id: string }>(product)).id;
});
afterAll(() => t.close());

const patch = (id: string, body: Record<string, unknown>) =>
  t.request('PATCH', `/api/quotes/${id}`, { cookie: t.cookie, body });
const read = async (id: string) =>
  readJson<QuoteDto>(await t.request('GET', `/api/quotes/${id}`, { cookie: t.cookie }));

/** "Manodopera 40,00 €" typed with no cost, and the warehouse SSD at its list price. */
const typedAndStock = () => [
  { description: 'Manodopera', quantity: 1, unit_price: '40,00' },
  { description: 'SSD NVMe 1 TB', quantity: 1, product_id: productId },
];

const sentQuote = (extra: Record<string, unknown> = {}) => sendQuoteKit(t, extra);

const formAnswer = (id: string, value: string, headers: Record<string, string> = {}) => {
  const body = new FormData();
  body.append('answer', value);
  return page(`/public/quotes/${id}/risposta`, { method: 'POST', body, ip: freshIp(), headers });
};

describe('prices on a quote', () => {
  it('keeps a typed price, starts a warehouse line at its list price, margin on cost only', async () => {
    const quote = await createQuote(t, {
      customer_name: 'Mario Rossi',
      margin_percent: '35,5',
      items: typedAndStock(),
    });
    expect(quote.items.map((i) => [i.unit_cost, i.unit_price, i.line_total])).toEqual([
      [0, 40, 40],
      [95.6, 149, 149],
    ]);
    // 189,00 + IVA 22 % 41,58 = 230,58; margin 189,00 − 95,60 = 93,40 (49,4 % of the price).
    expect(quote).toMatchObject({
      taxable: 189,
      vat_amount: 41.58,
      total_amount: 230.58,
      margin_amount: 93.4,
      margin_share: 49.4,
    });
    const remarked = await patch(quote.id, { version: quote.version, margin_percent: 50 });
    expect(remarked.status).toBe(200);
    expect((await readJson<QuoteDto>(remarked)).items.map((i) => i.unit_price)).toEqual([40, 149]);
  });

  it('still prices a line sent with a cost alone through the markup', async () => {
    const quote = await createQuote(t, {
      customer_name: 'Cliente API',
      items: [{ description: 'Batteria', quantity: 2, unit_cost: '10,00' }],
    });
    expect(quote.items[0]).toMatchObject({ unit_cost: 10, unit_price: 13, line_total: 26 });
  });

  it('refuses a line with neither price nor cost, in words', async () => {
    const bad = await t.request('POST', '/api/quotes', {
      cookie: t.cookie,
      body: { customer_name: 'Vuota', items: [{ description: 'Niente', quantity: 1 }] },
    });
    expect(bad.status).toBe(400);
    const fields = (await errorBody(bad)).error.details?.fieldErrors ?? {};
    expect(Object.values(fields).flat()).toContain(QUOTE_MESSAGES.priceOrCost);
  });
});

describe('an answered quote', () => {
  it('is frozen: 409 on new lines, rates or a contradicting status; notes still editable', async () => {
    const quote = await sentQuote({ items: typedAndStock() });
    expect((await formAnswer(quote.id, 'accept', { origin: ORIGIN })).status).toBe(303);
    const accepted = await read(quote.id);
    for (const change of [
      { items: [{ description: 'Altro', quantity: 1, unit_price: 1 }] },
      { margin_percent: 10 },
      { vat_rate: 10 },
      { expiry_date: '2099-01-01' },
    ]) {
      const refused = await patch(quote.id, { version: accepted.version, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(409);
      expect((await errorBody(refused)).error.message).toBe(QUOTE_MESSAGES.answeredFrozen);
    }
    const contradicting = await patch(quote.id, { version: accepted.version, status: 'Rifiutato' });
    expect(contradicting.status).toBe(409);
    expect((await errorBody(contradicting)).error.message).toBe(
      QUOTE_MESSAGES.answeredStatus('Accettato'),
    );
    const noted = await patch(quote.id, { version: accepted.version, notes: 'Ritira sabato' });
    expect(noted.status).toBe(200);
    expect(await read(quote.id)).toMatchObject({ total_amount: 230.58, status: 'Accettato' });
  });

  it('keeps a refused quote refused', async () => {
    const quote = await sentQuote();
    expect((await formAnswer(quote.id, 'refuse', { origin: ORIGIN })).status).toBe(303);
    const refused = await read(quote.id);
    const moved = await patch(quote.id, { version: refused.version, status: 'Accettato' });
    expect(moved.status).toBe(409);
    expect((await read(quote.id)).status).toBe('Rifiutato');
  });

  it('shows the customer the snapshot of what was answered', async () => {
    const quote = await sentQuote({ items: typedAndStock(), expiry_date: '2099-12-31' });
    expect((await formAnswer(quote.id, 'accept', { origin: ORIGIN })).status).toBe(303);
    // Even if the stored lines were changed behind the rules' back, the page keeps the answer's.
    await t.db
      .updateTable('quote_items')
      .set({ unit_price_cents: 1, line_total_cents: 1 })
      .where('quote_id', '=', quote.id)
      .execute();
    const json = await (await page(`/api/public/quotes/${quote.id}`)).json();
    expect(json).toMatchObject({ total_amount: 230.58, expiry_date: '2099-12-31' });
    expect(json.items.map((i: { unit_price: number }) => i.unit_price)).toEqual([40, 149]);
    const html = await (await page(`/public/quotes/${quote.id}`)).text();
    expect(html).toContain('230,58');
  });

  it("sets the linked ticket's price to the quote total, with a note in its history", async () => {
    const created = await t.request('POST', '/api/tickets', {
      cookie: t.cookie,
      body: {
        description: 'Disco lento',
        customer_name: 'Giulia Bianchi',
        customer_email: 'giulia@example.it',
        device_type: 'Notebook',
        price: '100,00',
      },
    });
    expect(created.status).toBe(201);
    const ticket = await readJson<{ id: string }>(created);
    const quote = await sentQuote({ items: typedAndStock(), ticket_id: ticket.id });
    expect((await formAnswer(quote.id, 'accept', { origin: ORIGIN })).status).toBe(303);
    const after = await readJson<{ price: number; balance_due: number }>(
      await t.request('GET', `/api/tickets/${ticket.id}`, { cookie: t.cookie }),
    );
    expect(after).toMatchObject({ price: 230.58, balance_due: 230.58 });
    const notes = await readJson<{ items: { body: string }[] }>(
      await t.request('GET', `/api/tickets/${ticket.id}/notes`, { cookie: t.cookie }),
    );
    expect(notes.items.map((n) => n.body)).toContain(
      `Prezzo aggiornato a ${formatCents(23058)} dal preventivo ${quote.quote_number} accettato (prima: ${formatCents(10000)}).`,
    );
  });
});

describe('the public side', () => {
  it('keeps a draft private until it is sent; staff preview it, never reading Bozza', async () => {
    const draft = await createQuote(t, { customer_name: 'Anna Neri', items: WORKED_ITEMS });
    expect((await page(`/public/quotes/${draft.id}`)).status).toBe(404);
    expect((await page(`/api/public/quotes/${draft.id}`)).status).toBe(404);
    expect((await page(`/public/quotes/${draft.id}?anteprima`)).status).toBe(404);
    const preview = await page(`/public/quotes/${draft.id}?anteprima`, {
      headers: { cookie: t.cookie },
    });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain(PREVIEW_BADGE);
    expect(html).not.toContain('Bozza');
    expect(html).not.toContain('?risposta=accetto');
  });

  it('refuses an answer posted from another site, on the form and the JSON endpoint', async () => {
    const quote = await sentQuote();
    const foreign = await formAnswer(quote.id, 'accept', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain(PUBLIC_QUOTE_MESSAGES.crossSite);
    const fetched = await formAnswer(quote.id, 'accept', { 'sec-fetch-site': 'cross-site' });
    expect(fetched.status).toBe(403);
    const json = await page(`/api/public/quotes/${quote.id}/answer`, {
      method: 'POST',
      ip: freshIp(),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ answer: 'accept' }) as unknown as FormData,
    });
    expect(json.status).toBe(403);
    expect((await errorBody(json)).error.message).toBe(PUBLIC_QUOTE_MESSAGES.crossSite);
    const answers = await t.db
      .selectFrom('quote_answers')
      .select('quote_id')
      .where('quote_id', '=', quote.id)
      .execute();
    expect(answers).toEqual([]);
    const own = await formAnswer(quote.id, 'accept', {
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(303);
  });

  it('with PUBLIC_URL set, refuses an answer from the address the request came to (DNS rebinding)', async () => {
    const quote = await sentQuote();
    const behindPublicUrl = appFor(t, { publicUrl: 'https://assistenza.negozio.example' });
    const body = new FormData();
    body.append('answer', 'accept');
    const rebound = await behindPublicUrl(`/public/quotes/${quote.id}/risposta`, {
      method: 'POST',
      body,
      ip: freshIp(),
      headers: { origin: ORIGIN },
    });
    expect(rebound.status).toBe(403);
    expect(await rebound.text()).toContain(PUBLIC_QUOTE_MESSAGES.crossSite);
  });
});
