import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketPartDto } from '../../../shared/inventory/stock';
import type { PaymentReceiptDto } from '../../../shared/payments/payment-dto';
import { insertProduct } from '../../test/inventory-test-kit';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { pay, reversed } from './payments-test-kit';

/**
 * *Ricevuta*: a number of its own, in sequence within the year (Rome's), and what was paid for,
 * the price, what had been paid with this movement and what was still due after it.
 */
let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2025-12-31T21:00:00.000Z' });
});
afterAll(() => t.close());

const receipt = async (id: string) => {
  const response = await t.request('GET', `/api/payments/${id}`, { cookie: t.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<PaymentReceiptDto>(response);
};

describe('GET /api/payments/:id (the receipt)', () => {
  it('numbers every movement in sequence per Rome year and says what it paid for', async () => {
    const ticket = await t.createTicket({
      ...VALID_TICKET,
      device_type: 'iPhone 13',
      description: 'Sostituzione batteria',
      price: 200,
      deposit: 50,
    });
    const [deposit] = (
      await readJson<{ items: { id: string }[] }>(
        await t.request('GET', `/api/payments?ticket_id=${ticket.id}`, { cookie: t.cookie }),
      )
    ).items;
    t.setNow('2025-12-31T22:30:00.000Z'); // 23:30 in Rome: still 2025
    const second = await pay(t, { ticket_id: ticket.id, amount: 100, method: 'carta' });
    t.setNow('2025-12-31T23:30:00.000Z'); // 00:30 on 1 January in Rome
    const third = await pay(t, { ticket_id: ticket.id, amount: 30, method: 'contanti' });
    t.setNow('2026-01-01T00:30:00.000Z');
    const storno = await reversed(t, second.payment.id, 'Carta sbagliata');

    const paidFor = {
      ticket_number: ticket.ticket_number,
      device_type: 'iPhone 13',
      description: 'Sostituzione batteria',
      price: 200,
    };
    expect(await receipt(deposit?.id ?? '')).toMatchObject({
      receipt_number: '1/2025',
      receipt: { ...paidFor, paid: 50, balance_due: 150 },
    });
    expect(await receipt(second.payment.id)).toMatchObject({
      receipt_number: '2/2025',
      amount: 100,
      receipt: { ...paidFor, paid: 150, balance_due: 50 },
    });
    expect(await receipt(third.payment.id)).toMatchObject({
      receipt_number: '1/2026',
      receipt: { ...paidFor, paid: 180, balance_due: 20 },
    });
    expect(await receipt(storno.id)).toMatchObject({
      receipt_number: '2/2026',
      direction: 'rimborso',
      receipt: { ...paidFor, paid: 80, balance_due: 120 },
    });
    const stored = await t.db
      .selectFrom('payments')
      .select(['receipt_year', 'receipt_number'])
      .where('id', '=', storno.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ receipt_year: 2026, receipt_number: 2 });
  });

  it('gives simultaneous payments distinct numbers with no gap', async () => {
    t.setNow('2026-01-01T01:00:00.000Z');
    const ticket = await t.createTicket({ ...VALID_TICKET });
    const paid = await Promise.all(
      Array.from({ length: 12 }, () =>
        pay(t, { ticket_id: ticket.id, amount: 1, method: 'carta' }),
      ),
    );
    const numbers = paid.map((p) => Number(p.payment.receipt_number.split('/')[0]));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 3));
  });

  it('has no ticket part for a payment on account, and no price for a ticket without one', async () => {
    const customer = await readJson<{ id: string }>(
      await t.request('POST', '/api/customers', {
        cookie: t.cookie,
        body: { first_name: 'Ada', last_name: 'Neri' },
      }),
    );
    const onAccount = await pay(t, { customer_id: customer.id, amount: 5, method: 'bonifico' });
    expect((await receipt(onAccount.payment.id)).receipt).toBeNull();
    const ticket = await t.createTicket({ ...VALID_TICKET });
    const open = await pay(t, { ticket_id: ticket.id, amount: 7, method: 'carta' });
    expect((await receipt(open.payment.id)).receipt).toMatchObject({
      price: null,
      paid: 7,
      balance_due: null,
    });
  });

  it('keeps what was due at the payment when a part is sold separately afterwards', async () => {
    t.setNow('2026-01-02T09:00:00.000Z');
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 100 });
    const glass = await insertProduct(t, { sku: `VETRO-${ticket.ticket_number}`, quantity: 5 });
    await t.db.updateTable('products').set({ price_cents: 1500 }).where('id', '=', glass).execute();
    const used = await t.request('POST', `/api/products/${glass}/stock-movements`, {
      cookie: t.cookie,
      body: { quantity: 1, reason: 'ticket', ticket_id: ticket.id },
    });
    expect(used.status, await used.clone().text()).toBe(201);
    const first = await pay(t, { ticket_id: ticket.id, amount: 40, method: 'carta' });
    const [part] = (
      await readJson<{ items: TicketPartDto[] }>(
        await t.request('GET', `/api/tickets/${ticket.id}/parts`, { cookie: t.cookie }),
      )
    ).items;
    t.setNow('2026-01-02T10:00:00.000Z');
    const marked = await t.request('PATCH', `/api/tickets/${ticket.id}/parts/${part?.id}`, {
      cookie: t.cookie,
      body: { sold_separately: true },
    });
    expect(marked.status, await marked.clone().text()).toBe(200);
    const second = await pay(t, { ticket_id: ticket.id, amount: 10, method: 'contanti' });

    expect((await receipt(first.payment.id)).receipt).toMatchObject({ paid: 40, balance_due: 60 });
    expect((await receipt(second.payment.id)).receipt).toMatchObject({
      paid: 50,
      balance_due: 65,
    });
  });
});
