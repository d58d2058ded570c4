import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, errorBody, type StaffApp } from '../../test/staff-test-kit';
import {
  addCustomer,
  issue,
  PRIVATE_PERSON,
  post,
  postInvoice,
  putShop,
  validateFattura,
  xmlOf,
} from './invoices-test-kit';

/** Credit notes never exceed their invoice; one sale is invoiced once; nothing is free. */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

async function issuedInvoice(unit_price = '100') {
  const customer_id = await addCustomer(t, PRIVATE_PERSON);
  const draft = await postInvoice(t, '/api/invoices', {
    customer_id,
    lines: [{ description: 'Riparazione', unit_price }],
  });
  return { customer_id, invoice: await issue(t, draft.id) };
}

async function patchLines(id: string, version: number, unit_price: string) {
  const response = await t.request('PATCH', `/api/invoices/${id}`, {
    cookie: t.cookie,
    body: { version, lines: [{ description: 'Storno parziale', unit_price }] },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function ticketWithPrice(customer_id: string, price: string) {
  const ticket = await t.createTicket({
    description: 'Schermo rotto',
    customer_name: 'Mario Rossi',
    customer_email: 'mario@example.it',
    device_type: 'iPhone 13',
    price,
  });
  await t.db.updateTable('tickets').set({ customer_id }).where('id', '=', ticket.id).execute();
  return ticket;
}

describe('credit notes', () => {
  it('never exceed their invoice: 409 naming what is left, nothing issued', async () => {
    const { invoice } = await issuedInvoice('100'); // 122,00 € with VAT
    const partial = await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`);
    await patchLines(partial.id, partial.version, '40'); // 48,80 €
    expect((await issue(t, partial.id)).total).toBe(48.8);

    const tooMuch = await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`);
    await patchLines(tooMuch.id, tooMuch.version, '5000');
    const refused = await post(t, `/api/invoices/${tooMuch.id}/issue`);
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).error.message).toBe(
      `Le note di credito superano la fattura n. ${invoice.number}: resta da stornare al massimo 73,20\u00a0€`,
    );
    const stored = await t.db
      .selectFrom('invoices')
      .select(['status', 'number'])
      .where('id', '=', tooMuch.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'bozza', number: null });

    await patchLines(tooMuch.id, tooMuch.version + 1, '60'); // exactly the 73,20 € left
    expect((await issue(t, tooMuch.id)).total).toBe(73.2);
    const none = await post(t, `/api/invoices/${invoice.id}/credit-note`);
    expect(none.status).toBe(409);
    expect((await errorBody(none)).error.message).toBe(
      `La fattura n. ${invoice.number} è già stornata per intero dalle note di credito`,
    );
  });

  it('two full credit notes of one invoice: the second is refused', async () => {
    const { invoice } = await issuedInvoice();
    const first = await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`);
    const second = await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`);
    await issue(t, first.id);
    const refused = await post(t, `/api/invoices/${second.id}/issue`);
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).error.message).toBe(
      `Le note di credito superano la fattura n. ${invoice.number}: resta da stornare al massimo 0,00\u00a0€`,
    );
  });

  it('carries no payment "completo in contanti" and validates', async () => {
    const { invoice } = await issuedInvoice();
    const note = await issue(
      t,
      (await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`)).id,
    );
    const { xml } = await xmlOf(t, note.id);
    expect((await validateFattura(xml)).errors).toEqual([]);
    expect(xml).not.toContain('<DatiPagamento>');
    expect(note.payment.details).toEqual([]);
  });

  it("takes the customer from the invoice's issued copy: an anonymised customer's invoice is corrected", async () => {
    const { customer_id, invoice } = await issuedInvoice();
    const anonymised = await post(t, `/api/customers/${customer_id}/anonymise`);
    expect(anonymised.status, await anonymised.clone().text()).toBe(200);
    const note = await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`);
    expect(note).toMatchObject({
      customer_name: invoice.customer_name,
      customer_tax_code: 'RSSMRA85T10A562S',
      customer_street: 'Via Garibaldi 10',
    });
    const issued = await issue(t, note.id);
    expect(issued).toMatchObject({ status: 'emessa', customer_tax_code: 'RSSMRA85T10A562S' });
  });
});

describe('one invoice per sale', () => {
  it('refuses a second invoice of a ticket until its invoice is fully credited', async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const ticket = await ticketWithPrice(customer_id, '69,00');
    const first = await postInvoice(t, `/api/invoices/from-ticket/${ticket.id}`);
    const second = await postInvoice(t, `/api/invoices/from-ticket/${ticket.id}`);
    const invoice = await issue(t, first.id);

    const again = await post(t, `/api/invoices/from-ticket/${ticket.id}`);
    expect(again.status).toBe(409);
    const message = `Il ticket ha già la fattura n. ${invoice.number}: per fatturarlo di nuovo emetti prima la nota di credito che la storna`;
    expect((await errorBody(again)).error.message).toBe(message);
    const draftIssue = await post(t, `/api/invoices/${second.id}/issue`);
    expect(draftIssue.status).toBe(409);
    expect((await errorBody(draftIssue)).error.message).toBe(message);

    await issue(t, (await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`)).id);
    expect((await issue(t, second.id)).status).toBe('emessa');
  });

  it('locks the price of an invoiced ticket, pointing to the credit note', async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const ticket = await ticketWithPrice(customer_id, '69,00');
    const invoice = await issue(
      t,
      (await postInvoice(t, `/api/invoices/from-ticket/${ticket.id}`)).id,
    );
    const read = await t.request('GET', `/api/tickets/${ticket.id}`, { cookie: t.cookie });
    const { version } = (await read.json()) as { version: number };
    const changed = await t.request('PATCH', `/api/tickets/${ticket.id}`, {
      cookie: t.cookie,
      body: { version, price: '89,00' },
    });
    expect(changed.status).toBe(409);
    expect((await errorBody(changed)).error.message).toBe(
      `Il prezzo è già fatturato (fattura n. ${invoice.number}): per cambiarlo emetti una nota di credito`,
    );
    const stored = await t.db
      .selectFrom('tickets')
      .select('price_cents')
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.price_cents)).toBe(6900);
    const sameText = await t.request('PATCH', `/api/tickets/${ticket.id}`, {
      cookie: t.cookie,
      body: { version, price: '69,00', description: 'Schermo e batteria' },
    });
    expect(sameText.status, await sameText.clone().text()).toBe(200);
  });

  it('refuses a zero-total invoice', async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const draft = await postInvoice(t, '/api/invoices', {
      customer_id,
      lines: [{ description: 'Diagnosi gratuita', unit_price: '0' }],
    });
    const refused = await post(t, `/api/invoices/${draft.id}/issue`);
    expect(refused.status).toBe(422);
    expect((await errorBody(refused)).error.message).toBe(
      'Il totale della fattura è zero: non si emette una fattura senza importo',
    );
  });
});
