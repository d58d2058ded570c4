import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentDto } from '../../../shared/payments/payment-dto';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-schemas';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { expectFieldRefused } from '../tickets/tickets-test-kit';
import { pay, reverse, reversed, storedPayments, ticketMoneyOf } from './payments-test-kit';

/** *Storno*: admins only, with a reason, the opposite entry linked both ways, never twice. */
let t: StaffApp;
let employee: string;

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin' });
  employee = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

const errorOf = async (response: Response) =>
  (await readJson<{ error: { message: string } }>(response)).error.message;

describe('POST /api/payments/:id/reverse', () => {
  it('writes the opposite entry, links both, and gives the balance back', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 200, deposit: 50 });
    const { payment } = await pay(t, { ticket_id: ticket.id, amount: 150, method: 'carta' });
    expect(await ticketMoneyOf(t, ticket.id)).toMatchObject({ paid: 200, balance_due: 0 });

    const storno = await reversed(t, payment.id, '  Addebitato sulla carta sbagliata ');
    expect(storno).toMatchObject({
      ticket_id: ticket.id,
      amount: 150,
      direction: 'rimborso',
      method: 'carta',
      note: 'Addebitato sulla carta sbagliata',
      user_id: t.staff.id,
      reverses_id: payment.id,
      reversed_by: null,
    });
    const original = await readJson<PaymentDto>(
      await t.request('GET', `/api/payments/${payment.id}`, { cookie: t.cookie }),
    );
    expect(original.reversed_by).toBe(storno.id);
    expect(await ticketMoneyOf(t, ticket.id)).toMatchObject({ paid: 50, balance_due: 150 });
    const stored = await storedPayments(t, ticket.id);
    expect(stored.map((p) => [p.amount_cents, p.direction])).toEqual([
      [5000, 'incasso'],
      [15000, 'incasso'],
      [15000, 'rimborso'],
    ]);
  });

  it('needs a reason, and never happens twice nor on a storno', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 60 });
    const { payment } = await pay(t, { ticket_id: ticket.id, amount: 60, method: 'contanti' });
    await expectFieldRefused(
      await reverse(t, payment.id, '   '),
      'reason',
      PAYMENT_MESSAGES.reasonRequired,
    );
    await expectFieldRefused(
      await reverse(t, payment.id, undefined),
      'reason',
      PAYMENT_MESSAGES.reasonRequired,
    );
    const storno = await reversed(t, payment.id);
    const again = await reverse(t, payment.id, 'Di nuovo');
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(PAYMENT_MESSAGES.alreadyReversed);
    const ofStorno = await reverse(t, storno.id, 'Annulla lo storno');
    expect(ofStorno.status).toBe(409);
    expect(await errorOf(ofStorno)).toBe(PAYMENT_MESSAGES.reversalOfReversal);
    expect((await reverse(t, crypto.randomUUID(), 'x')).status).toBe(404);
    expect((await storedPayments(t, ticket.id)).length).toBe(2);
  });

  it('lets one of two simultaneous stornos through', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 30 });
    const { payment } = await pay(t, { ticket_id: ticket.id, amount: 30, method: 'paypal' });
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => reverse(t, payment.id, `Tentativo ${i}`)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const stored = await storedPayments(t, ticket.id);
    expect(stored.filter((p) => p.reverses_id === payment.id).length).toBe(1);
    expect(await ticketMoneyOf(t, ticket.id)).toMatchObject({ paid: 0, balance_due: 30 });
  });

  it('is for admins: an employee is refused and nothing is written', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 40 });
    const { payment } = await pay(
      t,
      { ticket_id: ticket.id, amount: 40, method: 'assegno' },
      employee,
    );
    const refused = await reverse(t, payment.id, 'Sbagliato', employee);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe('Accesso negato');
    expect((await storedPayments(t, ticket.id)).map((p) => p.reversed_by)).toEqual([null]);
  });

  it('has no route to edit or delete a payment', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 10 });
    const { payment } = await pay(t, { ticket_id: ticket.id, amount: 10, method: 'contanti' });
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const response = await t.request(method, `/api/payments/${payment.id}`, {
        cookie: t.cookie,
        body: { amount: 1 },
      });
      expect(response.status, method).toBe(404);
    }
  });
});
