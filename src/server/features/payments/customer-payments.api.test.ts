import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDocumentDto, CustomerDto } from '../../../shared/customers/customer-dto';
import { customerInUseMessage } from '../../../shared/customers/customer-schemas';
import type { PaymentsPageDto } from '../../../shared/payments/payment-dto';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-schemas';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { expectFieldRefused } from '../tickets/tickets-test-kit';
import { pay, reversed, storedPayments } from './payments-test-kit';

/** A customer's payments: taken from the ticket, on their page, and in what they still owe. */
let t: StaffApp;
let customer: CustomerDto;

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-10T09:00:00.000Z' });
  const response = await t.request('POST', '/api/customers', {
    cookie: t.cookie,
    body: { first_name: 'Giulia', last_name: 'Bianchi' },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  customer = await readJson<CustomerDto>(response);
});
afterAll(() => t.close());

const get = async <T>(path: string) =>
  readJson<T>(await t.request('GET', path, { cookie: t.cookie }));

describe("a customer's payments", () => {
  it("follow the ticket's customer, lower the balance due and list on the customer's page", async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 150 });
    await t.db
      .updateTable('tickets')
      .set({ customer_id: customer.id })
      .where('id', '=', ticket.id)
      .execute();
    expect((await get<CustomerDto>(`/api/customers/${customer.id}`)).balance_due).toBe(150);

    const card = await pay(t, { ticket_id: ticket.id, amount: 100, method: 'carta' });
    expect(card.payment.customer_id).toBe(customer.id);
    expect((await get<CustomerDto>(`/api/customers/${customer.id}`)).balance_due).toBe(50);
    t.setNow('2026-11-10T10:00:00.000Z');
    const storno = await reversed(t, card.payment.id);
    expect(storno.customer_id).toBe(customer.id);
    expect((await get<CustomerDto>(`/api/customers/${customer.id}`)).balance_due).toBe(150);
    // On account, without a ticket: listed, and the tickets' balance is not touched.
    t.setNow('2026-11-10T11:00:00.000Z');
    const onAccount = await pay(t, { customer_id: customer.id, amount: 20, method: 'bonifico' });
    expect(onAccount.ticket).toBeNull();

    const documents = await get<{ items: CustomerDocumentDto[] }>(
      `/api/customers/${customer.id}/documents?kind=payments`,
    );
    expect(documents.items.map((d) => [d.number, d.status, d.amount, d.path])).toEqual([
      ['Senza ticket', 'incasso', 20, `/cassa/ricevute/${onAccount.payment.id}`],
      [ticket.ticket_number, 'rimborso', -100, `/cassa/ricevute/${storno.id}`],
      [ticket.ticket_number, 'incasso', 100, `/cassa/ricevute/${card.payment.id}`],
    ]);
    const listed = await get<PaymentsPageDto>(`/api/payments?customer_id=${customer.id}`);
    // The payments list is by paid_at, and a storno carries its original's (its drawer's day):
    // the two tie, in either order; the newest money, on account, comes first.
    expect(listed.items.map((p) => p.id).sort()).toEqual(documents.items.map((d) => d.id).sort());
    expect(listed.items[0]?.id).toBe(onAccount.payment.id);
    expect((await get<CustomerDto>(`/api/customers/${customer.id}`)).counts.payments).toBe(3);
  });

  it('keep a customer with only a payment from being deleted, saying why', async () => {
    const response = await t.request('POST', '/api/customers', {
      cookie: t.cookie,
      body: { kind: 'azienda', company_name: 'Officina Delta Srl' },
    });
    const company = await readJson<CustomerDto>(response);
    await pay(t, { customer_id: company.id, amount: 15, method: 'bonifico' });
    const refused = await t.request('DELETE', `/api/customers/${company.id}`, { cookie: t.cookie });
    expect(refused.status).toBe(409);
    const counts = { tickets: 0, quotes: 0, pc_builds: 0, invoices: 0, payments: 1 };
    expect((await readJson<{ error: { message: string } }>(refused)).error.message).toBe(
      customerInUseMessage(counts),
    );
    expect(customerInUseMessage(counts)).toContain('1 pagamento');
  });

  it('move with their ticket when the ticket is linked to another customer', async () => {
    const other = await readJson<CustomerDto>(
      await t.request('POST', '/api/customers', {
        cookie: t.cookie,
        body: { first_name: 'Paolo', last_name: 'Verdi' },
      }),
    );
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 80 });
    const first = await readJson<{ version: number }>(
      await t.request('PATCH', `/api/tickets/${ticket.id}`, {
        cookie: t.cookie,
        body: { version: ticket.version, customer_id: customer.id },
      }),
    );
    await pay(t, { ticket_id: ticket.id, amount: 30, method: 'contanti' });
    const relinked = await t.request('PATCH', `/api/tickets/${ticket.id}`, {
      cookie: t.cookie,
      body: { version: first.version, customer_id: other.id },
    });
    expect(relinked.status, await relinked.clone().text()).toBe(200);
    const payers = await t.db
      .selectFrom('payments')
      .select('customer_id')
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(payers).toEqual([{ customer_id: other.id }]);
    expect((await get<CustomerDto>(`/api/customers/${other.id}`)).balance_due).toBe(50);
  });

  it("never name another customer than their ticket's: 400, and nothing is stored", async () => {
    const other = await readJson<CustomerDto>(
      await t.request('POST', '/api/customers', {
        cookie: t.cookie,
        body: { first_name: 'Marta', last_name: 'Gialli' },
      }),
    );
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 90 });
    const linked = await t.request('PATCH', `/api/tickets/${ticket.id}`, {
      cookie: t.cookie,
      body: { version: ticket.version, customer_id: customer.id },
    });
    expect(linked.status, await linked.clone().text()).toBe(200);
    const body = { ticket_id: ticket.id, customer_id: other.id, amount: 20, method: 'contanti' };
    await expectFieldRefused(
      await t.request('POST', '/api/payments', { cookie: t.cookie, body }),
      'customer_id',
      PAYMENT_MESSAGES.customerNotOfTicket,
    );
    expect(await storedPayments(t, ticket.id)).toEqual([]);
    expect((await get<PaymentsPageDto>(`/api/payments?customer_id=${other.id}`)).items).toEqual([]);
    // Naming the ticket's own customer is fine.
    const right = await pay(t, { ...body, customer_id: customer.id });
    expect(right.payment.customer_id).toBe(customer.id);
  });
});
