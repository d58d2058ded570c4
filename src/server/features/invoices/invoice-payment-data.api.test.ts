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

/** DatiPagamento tells what was actually received, by which means, and what is still open. */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

const details = (xml: string) =>
  [...xml.matchAll(/<DettaglioPagamento>(.*?)<\/DettaglioPagamento>/gs)].map((m) => m[1]);

async function paidTicket(price: string, payments: { amount: string; method: string }[]) {
  const customer_id = await addCustomer(t, PRIVATE_PERSON);
  const ticket = await t.createTicket({
    description: 'Schermo rotto',
    customer_name: 'Mario Rossi',
    customer_email: 'mario@example.it',
    device_type: 'iPhone 13',
    price,
  });
  await t.db.updateTable('tickets').set({ customer_id }).where('id', '=', ticket.id).execute();
  for (const payment of payments) {
    const response = await post(t, '/api/payments', { ticket_id: ticket.id, ...payment });
    expect(response.status, await response.clone().text()).toBe(201);
  }
  return ticket;
}

async function draftOf(ticketId: string, terms: Record<string, unknown> = {}) {
  const draft = await postInvoice(t, `/api/invoices/from-ticket/${ticketId}`);
  if (Object.keys(terms).length === 0) return draft;
  const response = await t.request('PATCH', `/api/invoices/${draft.id}`, {
    cookie: t.cookie,
    body: { version: draft.version, ...terms },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return draft;
}

describe('payment data', () => {
  it('one DettaglioPagamento per method received: 50 € by card and 149 € cash', async () => {
    const ticket = await paidTicket('199,00', [
      { amount: '50', method: 'carta' },
      { amount: '149', method: 'contanti' },
    ]);
    const invoice = await issue(t, (await draftOf(ticket.id)).id);
    const { xml } = await xmlOf(t, invoice.id);
    expect((await validateFattura(xml)).errors).toEqual([]);
    expect(xml).toContain('<CondizioniPagamento>TP02</CondizioniPagamento>');
    expect(details(xml)).toEqual([
      '<ModalitaPagamento>MP08</ModalitaPagamento><ImportoPagamento>50.00</ImportoPagamento>',
      '<ModalitaPagamento>MP01</ModalitaPagamento><ImportoPagamento>149.00</ImportoPagamento>',
    ]);
    expect(invoice.payment.details).toEqual([
      { method: 'MP08', amount: 50, due_date: null, paid: true },
      { method: 'MP01', amount: 149, due_date: null, paid: true },
    ]);
  });

  it('the part still open with its terms: a card deposit and the rest by bank transfer', async () => {
    const ticket = await paidTicket('199,00', [{ amount: '50', method: 'carta' }]);
    const draft = await draftOf(ticket.id, {
      payment_method: 'MP05',
      payment_due_date: '2026-12-20',
    });
    const invoice = await issue(t, draft.id);
    const { xml } = await xmlOf(t, invoice.id);
    expect((await validateFattura(xml)).errors).toEqual([]);
    expect(xml).toContain('<CondizioniPagamento>TP01</CondizioniPagamento>');
    expect(details(xml)).toEqual([
      '<ModalitaPagamento>MP08</ModalitaPagamento><ImportoPagamento>50.00</ImportoPagamento>',
      '<ModalitaPagamento>MP05</ModalitaPagamento><DataScadenzaPagamento>2026-12-20</DataScadenzaPagamento><ImportoPagamento>149.00</ImportoPagamento><IBAN>IT60X0542811101000000123456</IBAN>',
    ]);
    expect(invoice.payment.details).toEqual([
      { method: 'MP08', amount: 50, due_date: null, paid: true },
      { method: 'MP05', amount: 149, due_date: '2026-12-20', paid: false },
    ]);
  });

  it('refuses a due date before the invoice date', async () => {
    const ticket = await paidTicket('80,00', []);
    const draft = await draftOf(ticket.id, { payment_due_date: '2026-11-19' });
    const refused = await post(t, `/api/invoices/${draft.id}/issue`);
    expect(refused.status).toBe(422);
    expect((await errorBody(refused)).error.message).toBe(
      'La scadenza del pagamento (19/11/2026) precede la data della fattura: indica una scadenza da oggi in poi',
    );
  });

  it('says so when a bank transfer is due and the shop has no IBAN', async () => {
    await putShop(t, t.cookie, { iban: null });
    try {
      const ticket = await paidTicket('80,00', []);
      const draft = await draftOf(ticket.id, { payment_method: 'MP05' });
      const refused = await post(t, `/api/invoices/${draft.id}/issue`);
      expect(refused.status).toBe(422);
      expect((await errorBody(refused)).error.message).toBe(
        "Per il pagamento con bonifico manca l'IBAN del negozio: indicalo in Impostazioni → Fatturazione",
      );
      const stored = await t.db
        .selectFrom('invoices')
        .select('status')
        .where('id', '=', draft.id)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('bozza');
    } finally {
      await putShop(t, t.cookie);
    }
  });
});
