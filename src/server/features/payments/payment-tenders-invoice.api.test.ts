import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStaffApp, type StaffApp } from '../../test/staff-test-kit';
import {
  addCustomer,
  issue,
  PRIVATE_PERSON,
  postInvoice,
  putShop,
  validateFattura,
  xmlOf,
} from '../invoices/invoices-test-kit';
import { pay } from './payments-test-kit';

/** The invoice carries the tenders as they were taken in one *Incassa*: one line per tender. */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

it('card 50 + cash 149 in one step: two DettaglioPagamento, valid against the schema', async () => {
  const customer_id = await addCustomer(t, PRIVATE_PERSON);
  const ticket = await t.createTicket({
    description: 'Schermo rotto',
    customer_name: 'Mario Rossi',
    customer_email: 'mario@example.it',
    device_type: 'iPhone 13',
    price: '199,00',
  });
  await t.db.updateTable('tickets').set({ customer_id }).where('id', '=', ticket.id).execute();
  await pay(t, {
    ticket_id: ticket.id,
    tenders: [
      { method: 'carta', amount: 50, terminal_ref: 'AUT 998877' },
      { method: 'contanti', amount: 149, cash_received: 150 },
    ],
  });
  const draft = await postInvoice(t, `/api/invoices/from-ticket/${ticket.id}`);
  const { xml } = await xmlOf(t, (await issue(t, draft.id)).id);
  expect((await validateFattura(xml)).errors).toEqual([]);
  expect(
    [...xml.matchAll(/<DettaglioPagamento>(.*?)<\/DettaglioPagamento>/gs)].map((m) => m[1]),
  ).toEqual([
    '<ModalitaPagamento>MP08</ModalitaPagamento><ImportoPagamento>50.00</ImportoPagamento>',
    '<ModalitaPagamento>MP01</ModalitaPagamento><ImportoPagamento>149.00</ImportoPagamento>',
  ]);
});
