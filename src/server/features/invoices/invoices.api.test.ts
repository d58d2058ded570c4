import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDto } from '../../../shared/invoices/invoice-dto';
import { ACCESS_DENIED, SETTINGS_ACCESS_DENIED } from '../../../shared/roles';
import { insertProduct } from '../../test/inventory-test-kit';
import {
  createStaffApp,
  errorBody,
  readJson,
  type StaffApp,
  VALID_TICKET,
} from '../../test/staff-test-kit';
import { createQuote, WORKED_ITEMS } from '../quotes/quotes-test-kit';
import {
  addCustomer,
  COMPANY,
  issue,
  PRIVATE_PERSON,
  post,
  postInvoice,
  putShop,
} from './invoices-test-kit';

/** Drafts, their sources, what an issued invoice refuses, and who may do what. */
let t: StaffApp;
let employee: string;
let user: string;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  employee = await t.signIn((await t.addUser('employee')).email);
  user = await t.signIn((await t.addUser('user')).email);
});
afterAll(() => t.close());

const FROZEN = 'Fattura già emessa: non modificabile';

describe('invoices', () => {
  it('refuses to issue until the shop and the customer have their fiscal data, naming what is missing', async () => {
    const customer_id = await addCustomer(t, { ...PRIVATE_PERSON, tax_code: null, street: null });
    const draft = await postInvoice(t, '/api/invoices', {
      customer_id,
      lines: [{ description: 'Riparazione', unit_price: '50' }],
    });
    let response = await post(t, `/api/invoices/${draft.id}/issue`);
    expect(response.status).toBe(422);
    expect((await errorBody(response)).error.message).toBe(
      'Completa i dati di fatturazione del negozio (Impostazioni → Fatturazione): manca Partita IVA, Denominazione (o nome e cognome), Indirizzo, CAP, Comune',
    );
    await putShop(t, t.cookie);
    response = await post(t, `/api/invoices/${draft.id}/issue`);
    expect(response.status).toBe(422);
    expect((await errorBody(response)).error.message).toBe(
      'Completa i dati fiscali del cliente: manca codice fiscale, indirizzo',
    );
    const stored = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'bozza', number: null });
  });

  it('makes a draft from a ticket whose VAT-included price is the invoice total to the cent', async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    for (const price of ['100,00', '99,99', '123,45', '0,05']) {
      const ticket = await t.createTicket({
        description: 'Schermo rotto',
        customer_name: 'Mario Rossi',
        customer_email: 'mario@example.it',
        device_type: 'iPhone 13',
        price,
      });
      await t.db.updateTable('tickets').set({ customer_id }).where('id', '=', ticket.id).execute();
      const draft = await postInvoice(t, `/api/invoices/from-ticket/${ticket.id}`);
      expect(draft.total).toBe(Number(price.replace(',', '.')));
      expect(draft).toMatchObject({
        status: 'bozza',
        kind: 'TD01',
        ticket_id: ticket.id,
        customer_id,
      });
      expect(draft.ticket).toEqual({ id: ticket.id, number: ticket.ticket_number });
      expect(draft.lines[0]).toMatchObject({ price_includes_vat: true, vat_rate: 22 });
      const issued = await issue(t, draft.id);
      expect(issued.total).toBe(draft.total);
      const linked = await t.request('GET', `/api/invoices?ticket_id=${ticket.id}`, {
        cookie: employee,
      });
      expect((await readJson<{ items: InvoiceDto[] }>(linked)).items.map((i) => i.id)).toEqual([
        issued.id,
      ]);
    }
    expect((await post(t, `/api/invoices/from-ticket/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("lists the parts a repair used with the labour as the rest of the ticket's price", async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '89,90' });
    const productId = await insertProduct(t, {
      sku: 'BATT-01',
      ean: '8001120000064',
      quantity: 5,
    });
    const used = await t.request('POST', `/api/products/${productId}/stock-movements`, {
      cookie: employee,
      body: { quantity: 2, reason: 'ticket', ticket_id: ticket.id },
    });
    expect(used.status, await used.clone().text()).toBe(201);
    const draft = await postInvoice(t, `/api/invoices/from-ticket/${ticket.id}`);
    expect(draft.lines.map((l) => [l.description.split(' ')[0], l.quantity, l.unit_price])).toEqual(
      [
        ['Prodotto', 2, 10],
        ['Manodopera', 1, 69.9],
      ],
    );
    expect(draft.total).toBe(89.9);
    // The part names its EAN (CodiceArticolo), kept when the editor sends the lines back.
    const code = { type: 'EAN', value: '8001120000064' };
    expect(draft.lines.map((l) => l.article_code)).toEqual([code, null]);
    const saved = await t.request('PATCH', `/api/invoices/${draft.id}`, {
      cookie: employee,
      body: {
        version: draft.version,
        lines: draft.lines.map((l) => ({ ...l, unit_price: String(l.unit_price) })),
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const read = await readJson<InvoiceDto>(saved);
    expect(read.lines.map((l) => l.article_code)).toEqual([code, null]);
  });

  it('copies an accepted quote with its lines, rate and cents, and refuses one not accepted', async () => {
    const quote = await createQuote(t, { customer_name: 'Anna Verdi', items: WORKED_ITEMS });
    const response = await post(t, `/api/invoices/from-quote/${quote.id}`);
    expect(response.status).toBe(409);
    expect((await errorBody(response)).error.message).toBe(
      'Si fattura solo un preventivo accettato',
    );
    await t.request('PATCH', `/api/quotes/${quote.id}`, {
      cookie: t.cookie,
      body: { status: 'Accettato', version: quote.version },
    });
    const draft = await postInvoice(t, `/api/invoices/from-quote/${quote.id}`);
    expect([draft.taxable, draft.vat_amount, draft.total]).toEqual([
      quote.taxable,
      quote.vat_amount,
      quote.total_amount,
    ]);
    expect(draft.lines.map((l) => [l.description, l.quantity, l.unit_price, l.line_total])).toEqual(
      quote.items.map((i) => [i.description, i.quantity, i.unit_price, i.line_total]),
    );
    expect(draft.quote).toEqual({ id: quote.id, number: quote.quote_number });
    // The quote's "Anna Verdi" is a customer with first and last name; invoices list surname first.
    expect(draft.customer_name).toBe('Verdi Anna');
  });

  it('makes a draft from a PC build with its components', async () => {
    const response = await t.request('POST', '/api/pc-builds', {
      cookie: t.cookie,
      body: {
        title: 'PC da gaming',
        components: [
          { kind: 'Scheda video', description: 'Scheda video', quantity: 1, unit_price: '500' },
        ],
      },
    });
    const build = await readJson<{ id: string; total_amount: number; build_number: string }>(
      response,
    );
    const draft = await postInvoice(t, `/api/invoices/from-pc-build/${build.id}`);
    expect(draft.total).toBe(build.total_amount);
    expect(draft.pc_build).toEqual({ id: build.id, number: build.build_number });
  });

  it('edits and deletes only drafts: an issued invoice answers 409', async () => {
    const customer_id = await addCustomer(t, COMPANY);
    const draft = await postInvoice(t, '/api/invoices', {
      customer_id,
      lines: [{ description: 'Assistenza', unit_price: '40' }],
    });
    const edited = await t.request('PATCH', `/api/invoices/${draft.id}`, {
      cookie: employee,
      body: {
        version: draft.version,
        lines: [{ description: 'Assistenza', unit_price: '60', quantity: '1,5' }],
      },
    });
    expect(edited.status).toBe(200);
    const after = await readJson<InvoiceDto>(edited);
    expect(after.taxable).toBe(90);
    const stale = await t.request('PATCH', `/api/invoices/${draft.id}`, {
      cookie: t.cookie,
      body: { version: draft.version, notes: 'vecchia' },
    });
    expect(stale.status).toBe(409);
    const issued = await issue(t, draft.id);
    for (const [method, body] of [
      ['PATCH', { version: issued.version, notes: 'Cambio' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.request(method, `/api/invoices/${draft.id}`, {
        cookie: t.cookie,
        body,
      });
      expect(response.status).toBe(409);
      expect((await errorBody(response)).error.message).toBe(FROZEN);
    }
    const again = await post(t, `/api/invoices/${draft.id}/issue`);
    expect(again.status).toBe(409);
    expect((await errorBody(again)).error.message).toBe(FROZEN);

    const other = await postInvoice(t, '/api/invoices', { customer_id, lines: [] });
    expect(
      (await t.request('DELETE', `/api/invoices/${other.id}`, { cookie: employee })).status,
    ).toBe(204);
    expect((await t.request('GET', `/api/invoices/${other.id}`, { cookie: t.cookie })).status).toBe(
      404,
    );
  });

  it('lists by number within the year, searches and filters', async () => {
    const customer_id = await addCustomer(t, { ...COMPANY, company_name: 'Zeta Ricambi S.r.l.' });
    const invoice = await issue(
      t,
      (
        await postInvoice(t, '/api/invoices', {
          customer_id,
          lines: [{ description: 'X', unit_price: 10 }],
        })
      ).id,
    );
    const list = async (query: string, cookie = employee) => {
      const response = await t.request('GET', `/api/invoices?${query}`, { cookie });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await readJson<{ items: InvoiceDto[] }>(response)).items;
    };
    expect((await list('q=zeta')).map((i) => i.id)).toEqual([invoice.id]);
    expect(
      (await list(`q=${encodeURIComponent(invoice.number ?? '')}`)).map((i) => i.id),
    ).toContain(invoice.id);
    const issued = await list('status=emessa&year=2026&month=11&order=asc');
    const numbers = issued.map((i) => Number(i.number?.split('/')[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect((await list('status=bozza')).every((i) => i.status === 'bozza')).toBe(true);
    expect((await list(`customer_id=${customer_id}`)).map((i) => i.id)).toEqual([invoice.id]);
    expect((await list('year=2025')).length).toBe(0);
    const bad = await t.request('GET', '/api/invoices?month=5', { cookie: employee });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).error.message).toBe("Indica anche l'anno del mese");
  });

  it("counts on the customer's page and lists in its invoices tab, drafts as Bozza", async () => {
    const customer_id = await addCustomer(t, COMPANY);
    const draft = await postInvoice(t, '/api/invoices', {
      customer_id,
      lines: [{ description: 'A', unit_price: 10 }],
    });
    const issued = await issue(
      t,
      (
        await postInvoice(t, '/api/invoices', {
          customer_id,
          lines: [{ description: 'B', unit_price: 20 }],
        })
      ).id,
    );
    const customer = await readJson<{ counts: Record<string, number> }>(
      await t.request('GET', `/api/customers/${customer_id}`, { cookie: employee }),
    );
    expect(customer.counts.invoices).toBe(2);
    const documents = await readJson<{
      items: { id: string; number: string; path: string; amount: number }[];
    }>(
      await t.request('GET', `/api/customers/${customer_id}/documents?kind=invoices`, {
        cookie: employee,
      }),
    );
    // Same instant on the test clock: the order between them is the id's.
    expect(documents.items).toHaveLength(2);
    expect(documents.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: issued.id,
          number: issued.number,
          path: `/invoices/${issued.id}`,
          amount: 24.4,
        }),
        expect.objectContaining({ id: draft.id, number: 'Bozza', amount: 12.2 }),
      ]),
    );
    const refused = await t.request('DELETE', `/api/customers/${customer_id}`, {
      cookie: t.cookie,
    });
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).error.message).toContain('2 fatture');
  });

  it('keeps invoicing settings and the month export to admins, invoices to staff', async () => {
    for (const [method, url, cookie, message] of [
      ['GET', '/api/settings/invoicing', employee, SETTINGS_ACCESS_DENIED],
      ['PUT', '/api/settings/invoicing', employee, SETTINGS_ACCESS_DENIED],
      ['GET', '/api/invoices/export?month=2026-11', employee, ACCESS_DENIED],
      ['GET', '/api/invoices', user, ACCESS_DENIED],
      ['POST', '/api/invoices', user, ACCESS_DENIED],
    ] as const) {
      const response = await t.request(method, url, {
        cookie,
        body: method === 'GET' ? undefined : {},
      });
      expect(response.status, `${method} ${url}`).toBe(403);
      expect((await errorBody(response)).error.message).toBe(message);
    }
    const draft = await postInvoice(t, '/api/invoices', { lines: [] });
    expect((await t.request('GET', `/api/invoices/${draft.id}`, { cookie: employee })).status).toBe(
      200,
    );
  });

  it('refuses bad lines and settings with Italian field messages', async () => {
    const response = await post(t, '/api/invoices', {
      lines: [{ description: '', unit_price: '-1', quantity: '1,234', vat_rate: 22, natura: 'N4' }],
    });
    expect(response.status).toBe(400);
    const { fieldErrors } = (await errorBody(response)).error.details as {
      fieldErrors: Record<string, string[]>;
    };
    expect(fieldErrors).toMatchObject({
      'lines.0.description': ['La descrizione della riga è obbligatoria'],
      'lines.0.unit_price': ['Il prezzo non può essere negativo'],
      'lines.0.quantity': [expect.stringContaining('Quantità non valida')],
    });
    const settings = await t.request('PUT', '/api/settings/invoicing', {
      cookie: t.cookie,
      body: { vat_number: '00743110158', next_file_progressive: 1 },
    });
    expect(settings.status).toBe(400);
    expect((await errorBody(settings)).error.message).toBe(
      'Partita IVA non valida: 11 cifre con la cifra di controllo',
    );
  });
});
