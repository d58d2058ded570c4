import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceListItemDto } from '../../../shared/invoices/invoice-dto';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { addCustomer, issue, PRIVATE_PERSON, postInvoice, putShop } from './invoices-test-kit';

/** A document's page links the invoices made from it: the list filtered by ticket, quote, build. */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.request('GET', `/api/invoices?${query}`, { cookie: t.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await readJson<{ items: InvoiceListItemDto[] }>(response)).items;
};

const ticket = () =>
  t.createTicket({
    description: 'Schermo rotto',
    customer_name: 'Mario Rossi',
    customer_email: 'mario@example.it',
    device_type: 'iPhone 13',
    price: '122,00',
  });

describe('invoices of one document', () => {
  it("lists a ticket's invoices only, not another's nor the credit note of its invoice", async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const [mine, other] = [await ticket(), await ticket()];
    const draft = await postInvoice(t, `/api/invoices/from-ticket/${mine.id}`);
    await postInvoice(t, `/api/invoices/from-ticket/${other.id}`);
    expect((await list(`ticket_id=${mine.id}`)).map((i) => i.id)).toEqual([draft.id]);

    const patched = await t.request('PATCH', `/api/invoices/${draft.id}`, {
      cookie: t.cookie,
      body: { customer_id, version: draft.version },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const issued = await issue(t, draft.id);
    await postInvoice(t, `/api/invoices/${draft.id}/credit-note`);
    expect(await list(`ticket_id=${mine.id}`)).toMatchObject([
      { id: draft.id, number: issued.number, status: 'emessa', kind: 'TD01' },
    ]);
    expect(await list(`quote_id=${mine.id}`)).toEqual([]);
    expect(await list(`pc_build_id=${mine.id}`)).toEqual([]);
  });

  it('refuses an id that is not one, in Italian', async () => {
    const response = await t.request('GET', '/api/invoices?ticket_id=abc', { cookie: t.cookie });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).error.message).toBe('Ticket non trovato');
  });
});
