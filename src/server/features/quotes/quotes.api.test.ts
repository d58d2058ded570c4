import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LineDraft, lineBody, priceDrafts } from '../../../shared/line-drafts';
import { QUOTE_NUMBER_PATTERN } from '../../../shared/quotes/quote-number';
import { QUOTE_MESSAGES, type QuoteDto } from '../../../shared/quotes/quotes';
import { ACCESS_DENIED } from '../../../shared/roles';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { createQuote, WORKED_ITEMS } from './quotes-test-kit';

/** Quotes through the API (MODULES "Quotes"), as an employee. */
let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp({ role: 'employee' });
});
afterAll(() => t.close());

const patch = (id: string, body: Record<string, unknown>) =>
  t.request('PATCH', `/api/quotes/${id}`, { cookie: t.cookie, body });

describe('quotes', () => {
  it('prices the lines on the server with the Settings defaults, in cents', async () => {
    const quote = await createQuote(t, {
      customer_name: 'Mario Rossi',
      customer_email: 'Mario.Rossi@Example.it',
      customer_phone: '333 123 4567',
      items: WORKED_ITEMS,
      // A client-sent total is never read.
      total_amount: 1,
    });
    expect(quote.quote_number).toMatch(QUOTE_NUMBER_PATTERN);
    expect(quote).toMatchObject({
      status: 'Bozza',
      customer_email: 'mario.rossi@example.it',
      customer_phone: '+393331234567',
      margin_percent: 30,
      vat_rate: 22,
      taxable: 162.35,
      vat_amount: 35.72,
      total_amount: 198.07,
      margin_amount: 37.47,
      expiry_date: null,
    });
    expect(quote.items.map((i) => [i.unit_cost, i.unit_price, i.line_total])).toEqual([
      [89.9, 116.87, 116.87],
      [4.99, 6.49, 12.98],
      [25, 32.5, 32.5],
    ]);
    expect(quote.history).toMatchObject([{ from_status: null, to_status: 'Bozza', via: 'staff' }]);
  });

  it('takes margin and VAT typed the Italian way, and refuses bad lines with field messages', async () => {
    const quote = await createQuote(t, {
      customer_name: 'Anna Verdi',
      margin_percent: '10,5',
      vat_rate: 0,
      items: [{ description: 'Batteria', quantity: 3, unit_cost: 10 }],
    });
    expect(quote).toMatchObject({ margin_percent: 10.5, taxable: 33.15, total_amount: 33.15 });
    const bad = await t.request('POST', '/api/quotes', {
      cookie: t.cookie,
      body: {
        customer_name: ' ',
        margin_percent: 100.5,
        items: [{ description: '', quantity: 0, unit_cost: -1 }],
      },
    });
    expect(bad.status).toBe(400);
    const fields = (await errorBody(bad)).error.details?.fieldErrors ?? {};
    expect(fields.customer_name).toEqual([QUOTE_MESSAGES.customerRequired]);
    expect(fields.margin_percent).toEqual([QUOTE_MESSAGES.percentInvalid]);
    expect(Object.values(fields).flat()).toEqual(
      expect.arrayContaining([
        QUOTE_MESSAGES.descriptionRequired,
        QUOTE_MESSAGES.quantityInvalid,
        QUOTE_MESSAGES.costNegative,
      ]),
    );
  });

  it('replaces the lines on an edit and refuses a stale version with 409, changing nothing', async () => {
    const quote = await createQuote(t, { customer_name: 'Luca Neri', items: WORKED_ITEMS });
    const first = await patch(quote.id, {
      version: quote.version,
      items: [{ description: 'Solo manodopera', quantity: 2, unit_cost: 20 }],
      notes: 'Ritiro entro sabato',
    });
    expect(first.status).toBe(200);
    const edited = await readJson<QuoteDto>(first);
    expect(edited).toMatchObject({
      taxable: 52,
      total_amount: 63.44,
      notes: 'Ritiro entro sabato',
    });
    expect(edited.items).toHaveLength(1);
    const stale = await patch(quote.id, { version: quote.version, customer_name: 'Altro' });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).error.message).toBe(QUOTE_MESSAGES.versionConflict);
    const stored = await readJson<QuoteDto>(
      await t.request('GET', `/api/quotes/${quote.id}`, { cookie: t.cookie }),
    );
    expect(stored).toMatchObject({ customer_name: 'Luca Neri', version: edited.version });
  });

  it('duplicates as a new Bozza with a new number and the same lines', async () => {
    const source = await createQuote(t, {
      customer_name: 'Sara Gialli',
      status: 'Accettato',
      items: WORKED_ITEMS,
    });
    const response = await t.request('POST', `/api/quotes/${source.id}/duplicate`, {
      cookie: t.cookie,
    });
    expect(response.status).toBe(201);
    const copy = await readJson<QuoteDto>(response);
    expect(copy.quote_number).not.toBe(source.quote_number);
    expect(copy).toMatchObject({ status: 'Bozza', total_amount: 198.07 });
    expect(copy.items.map((i) => i.description)).toEqual(WORKED_ITEMS.map((i) => i.description));
  });

  it('deletes the quote with its lines and history in one go', async () => {
    const quote = await createQuote(t, { customer_name: 'Da cancellare', items: WORKED_ITEMS });
    const gone = await t.request('DELETE', `/api/quotes/${quote.id}`, { cookie: t.cookie });
    expect(gone.status).toBe(204);
    for (const table of ['quote_items', 'quote_status_history'] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('id')
        .where('quote_id', '=', quote.id)
        .execute();
      expect(rows).toEqual([]);
    }
    const again = await t.request('DELETE', `/api/quotes/${quote.id}`, { cookie: t.cookie });
    expect(again.status).toBe(404);
    expect((await errorBody(again)).error.message).toBe(QUOTE_MESSAGES.notFound);
  });

  it("starts a new quote from the Settings' defaults, which staff may read", async () => {
    const initial = await t.request('GET', '/api/quotes/defaults', { cookie: t.cookie });
    expect(await initial.json()).toEqual({ margin_percent: 30, vat_rate: 22 });
    const admin = await t.signIn((await t.addUser('admin')).email);
    const saved = await t.request('PUT', '/api/settings', {
      cookie: admin,
      body: { values: { default_margin_percentage: '25,5', default_vat_rate: '10' } },
    });
    expect(saved.status).toBe(200);
    const changed = await t.request('GET', '/api/quotes/defaults', { cookie: t.cookie });
    expect(await changed.json()).toEqual({ margin_percent: 25.5, vat_rate: 10 });
    const quote = await createQuote(t, {
      customer_name: 'Nuovo',
      customer_phone: '+44 07911 123456',
    });
    expect(quote).toMatchObject({
      margin_percent: 25.5,
      vat_rate: 10,
      customer_phone: '+447911123456',
    });
    await t.request('PUT', '/api/settings', {
      cookie: admin,
      body: { values: { default_margin_percentage: '30', default_vat_rate: '22' } },
    });
  });

  it('stores the very cents the form shows, for any lines typed the Italian way', async () => {
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    for (let round = 0; round < 25; round++) {
      const lines: LineDraft[] = Array.from({ length: 1 + next(6) }, (_, i) => ({
        key: String(i),
        description: `Riga ${i}`,
        quantity: String(1 + next(20)),
        unitCost: `${next(5000)},${String(next(100)).padStart(2, '0')}`,
        // Every other line has its selling price typed.
        unitPrice: i % 2 ? `${next(9000)},${String(next(100)).padStart(2, '0')}` : '',
      }));
      const margin = next(1001);
      const vat = next(1001);
      const form = priceDrafts(lines, margin, vat * 10);
      const stored = await createQuote(t, {
        customer_name: `Proprietà ${round}`,
        margin_percent: `${Math.floor(margin / 10)},${margin % 10}`,
        vat_rate: `${Math.floor(vat / 10)},${vat % 10}`,
        items: lines.map(lineBody),
      });
      const cents = (euros: number) => Math.round(euros * 100);
      expect([
        cents(stored.taxable),
        cents(stored.vat_amount),
        cents(stored.total_amount),
        cents(stored.margin_amount),
      ]).toEqual([
        form?.taxableCents,
        form?.vatAmountCents,
        form?.totalCents,
        form?.marginAmountCents,
      ]);
      expect(stored.items.map((i) => cents(i.line_total))).toEqual(
        form?.lines.map((l) => l.lineTotalCents),
      );
    }
  });

  it('gives 200 concurrent creates 200 different numbers', async () => {
    const quotes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => createQuote(t, { customer_name: `Cliente ${i}` })),
    );
    expect(new Set(quotes.map((q) => q.quote_number)).size).toBe(200);
  });

  it('is closed to the user role: 403 Accesso negato on every route', async () => {
    const user = await t.signIn((await t.addUser('user')).email);
    const quote = await createQuote(t, { customer_name: 'Riservato' });
    for (const [method, path] of [
      ['GET', '/api/quotes'],
      ['GET', '/api/quotes/defaults'],
      ['POST', '/api/quotes'],
      ['GET', `/api/quotes/${quote.id}`],
      ['PATCH', `/api/quotes/${quote.id}`],
      ['DELETE', `/api/quotes/${quote.id}`],
      ['POST', `/api/quotes/${quote.id}/duplicate`],
      ['POST', `/api/quotes/${quote.id}/send`],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      const response = await t.request(method, path, { cookie: user, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await errorBody(response)).error.message).toBe(ACCESS_DENIED);
    }
  });
});
