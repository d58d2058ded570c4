import { expect } from 'vitest';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';
import { insertProduct } from '../../../test/inventory-test-kit';
import { readJson, type StaffApp } from '../../../test/staff-test-kit';
import { WORKED_ITEMS } from '../../quotes/quotes-test-kit';
import { post, postInvoice } from '../invoices-test-kit';
import type { CorpusCase } from './invoice-corpus-test-kit';

/**
 * The draft of a corpus case, made the way staff make it: typed lines, or from a ticket (with
 * the parts its repair took from stock), an accepted quote or a PC build.
 */
async function created(t: StaffApp, url: string, body: Record<string, unknown>) {
  const response = await post(t, url, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<{ id: string; version: number }>(response);
}

async function fromTicket(t: StaffApp, c: CorpusCase, customer_id: string) {
  const ticket = await t.createTicket({
    description: 'Schermo rotto',
    customer_name: 'Cliente al banco',
    customer_email: 'cliente@example.it',
    device_type: 'iPhone 13',
    price: c.ticketPrice,
  });
  for (const payment of c.ticketPayments ?? [])
    await created(t, '/api/payments', { ticket_id: ticket.id, ...payment });
  if (c.ticketParts) {
    const productId = await insertProduct(t, { sku: `P-${ticket.id}`, quantity: 10 });
    await created(t, `/api/products/${productId}/stock-movements`, {
      quantity: c.ticketParts,
      reason: 'ticket',
      ticket_id: ticket.id,
    });
  }
  const draft = await postInvoice(t, `/api/invoices/from-ticket/${ticket.id}`);
  const patched = await t.request('PATCH', `/api/invoices/${draft.id}`, {
    cookie: t.cookie,
    body: { customer_id, version: draft.version },
  });
  expect(patched.status, await patched.clone().text()).toBe(200);
  return draft;
}

async function fromQuote(t: StaffApp, customer_id: string) {
  const quote = await created(t, '/api/quotes', {
    customer_name: 'Cliente',
    customer_id,
    items: WORKED_ITEMS,
  });
  const accepted = await t.request('PATCH', `/api/quotes/${quote.id}`, {
    cookie: t.cookie,
    body: { status: 'Accettato', version: quote.version },
  });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return postInvoice(t, `/api/invoices/from-quote/${quote.id}`);
}

async function fromPcBuild(t: StaffApp, customer_id: string) {
  const build = await created(t, '/api/pc-builds', {
    title: 'PC da gaming',
    customer_id,
    components: [
      { kind: 'Scheda video', description: 'Scheda video', quantity: 1, unit_price: '499,99' },
      { kind: 'RAM', description: 'RAM 16 GB', quantity: 2, unit_price: '38,45' },
    ],
  });
  return postInvoice(t, `/api/invoices/from-pc-build/${build.id}`);
}

export function draftOf(t: StaffApp, c: CorpusCase, customer_id: string): Promise<InvoiceDto> {
  if (c.from === 'quote') return fromQuote(t, customer_id);
  if (c.from === 'pc-build') return fromPcBuild(t, customer_id);
  if (c.ticketPrice !== undefined) return fromTicket(t, c, customer_id);
  return postInvoice(t, '/api/invoices', { customer_id, ...c.invoice });
}
