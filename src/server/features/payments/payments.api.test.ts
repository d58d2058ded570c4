import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../../shared/money';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-schemas';
import { appFor } from '../../test/public-test-kit';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { expectFieldRefused } from '../tickets/tickets-test-kit';
import { pay, storedPayments, ticketMoneyOf } from './payments-test-kit';

/** *Incassa*: amounts, the ticket's balance on every surface, closing in the same step, roles. */
let t: StaffApp;
let userCookie: string;

beforeAll(async () => {
  t = await createStaffApp({ role: 'employee' });
  userCookie = await t.signIn((await t.addUser('user')).email);
});
afterAll(() => t.close());

const post = (body: Record<string, unknown>, cookie = t.cookie) =>
  t.request('POST', '/api/payments', { cookie, body });

describe('POST /api/payments', () => {
  it('records the deposit as the first payment and the balance on the staff ticket', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '150', deposit: '40,50' });
    expect(ticket).toMatchObject({ paid: 40.5, balance_due: 109.5 });
    const [deposit] = await storedPayments(t, ticket.id);
    expect(deposit).toMatchObject({
      amount_cents: 4050,
      direction: 'incasso',
      method: 'contanti',
      note: 'Acconto',
    });
    const recorded = await pay(t, {
      ticket_id: ticket.id,
      amount: '109,50',
      method: 'carta',
      note: 'Saldo',
    });
    expect(recorded.payment).toMatchObject({
      ticket_id: ticket.id,
      ticket_number: ticket.ticket_number,
      amount: 109.5,
      method: 'carta',
      direction: 'incasso',
      user_id: t.staff.id,
      reversed_by: null,
    });
    expect(recorded.ticket).toMatchObject({ paid: 150, balance_due: 0 });
    expect(await ticketMoneyOf(t, ticket.id)).toMatchObject({ paid: 150, balance_due: 0 });
    const stored = await storedPayments(t, ticket.id);
    expect(stored.map((p) => p.amount_cents)).toEqual([4050, 10950]);
  });

  it('closes the ticket in the same step, with its history entry', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 80 });
    const recorded = await pay(t, {
      ticket_id: ticket.id,
      amount: 80,
      method: 'bancomat',
      close_ticket: true,
    });
    expect(recorded.ticket).toMatchObject({ status: 'Chiuso', paid: 80, balance_due: 0 });
    const history = await t.db
      .selectFrom('ticket_status_history')
      .select(['to_status', 'changed_by'])
      .where('ticket_id', '=', ticket.id)
      .orderBy('changed_at')
      .execute();
    expect(history.at(-1)).toEqual({ to_status: 'Chiuso', changed_by: t.staff.id });
  });

  it('refuses amounts that are missing, zero, negative, over the balance, or refunds over the paid', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 100, deposit: 30 });
    const base = { ticket_id: ticket.id, method: 'contanti' };
    await expectFieldRefused(await post({ ...base }), 'amount', PAYMENT_MESSAGES.amountRequired);
    await expectFieldRefused(
      await post({ ...base, amount: 0 }),
      'amount',
      PAYMENT_MESSAGES.amountPositive,
    );
    await expectFieldRefused(
      await post({ ...base, amount: '-5' }),
      'amount',
      PAYMENT_MESSAGES.amountPositive,
    );
    await expectFieldRefused(
      await post({ ...base, amount: '1,234' }),
      'amount',
      PAYMENT_MESSAGES.amountDecimals,
    );
    await expectFieldRefused(
      await post({ ...base, amount: 70.01 }),
      'amount',
      PAYMENT_MESSAGES.overBalance(formatCents(7000)),
    );
    await expectFieldRefused(
      await post({ ...base, amount: 31, direction: 'rimborso' }),
      'amount',
      PAYMENT_MESSAGES.overPaid(formatCents(3000)),
    );
    await expectFieldRefused(
      await post({ ...base, amount: 5, method: 'bitcoin' }),
      'method',
      PAYMENT_MESSAGES.methodInvalid,
    );
    await expectFieldRefused(
      await post({ amount: 5, method: 'contanti' }),
      'ticket_id',
      PAYMENT_MESSAGES.subjectRequired,
    );
    await expectFieldRefused(
      await post({ ...base, ticket_id: crypto.randomUUID(), amount: 5 }),
      'ticket_id',
      PAYMENT_MESSAGES.ticketInvalid,
    );
    await expectFieldRefused(
      await post({ customer_id: crypto.randomUUID(), amount: 5, method: 'carta' }),
      'customer_id',
      PAYMENT_MESSAGES.customerInvalid,
    );
    expect((await storedPayments(t, ticket.id)).length).toBe(1);
    // A refund within what was paid lowers it; a ticket without a price takes any amount.
    const refund = await pay(t, { ...base, amount: 10, direction: 'rimborso' });
    expect(refund.ticket).toMatchObject({ paid: 20, balance_due: 80 });
    const open = await t.createTicket({ ...VALID_TICKET });
    expect(
      (await pay(t, { ticket_id: open.id, amount: 999, method: 'altro' })).ticket,
    ).toMatchObject({
      paid: 999,
      balance_due: null,
    });
  });

  it('is staff work: a user account is refused, also a deposit on its new ticket', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 50 });
    const refused = await post(
      { ticket_id: ticket.id, amount: 10, method: 'contanti' },
      userCookie,
    );
    expect(refused.status).toBe(403);
    const deposit = await t.request('POST', '/api/tickets', {
      cookie: userCookie,
      body: { ...VALID_TICKET, price: 50, deposit: 10 },
    });
    expect(deposit.status).toBe(403);
    expect((await storedPayments(t, ticket.id)).length).toBe(0);
    expect((await t.request('POST', '/api/payments', { body: {} })).status).toBe(401);
  });

  it('shows what was paid and what is due on the public page and its JSON', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 120, deposit: 20 });
    await pay(t, { ticket_id: ticket.id, amount: 50, method: 'satispay' });
    const get = appFor(t);
    const page = await (await get(`/public/tickets/${ticket.id}`)).text();
    const json = await readJson<Record<string, unknown>>(
      await get(`/api/public/tickets/${ticket.id}`),
    );
    expect(json).toMatchObject({ paid: 70, balance_due: 50 });
    expect(page).toContain('Già pagato');
    expect(page).toContain(formatCents(7000));
    expect(page).toContain('Da saldare');
    expect(page).toContain(formatCents(5000));
  });
});

describe('concurrent payments on one ticket', () => {
  it('never take more than the balance together', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 100 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post({ ticket_id: ticket.id, amount: 40, method: 'contanti' }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 400, 400, 400]);
    expect(await ticketMoneyOf(t, ticket.id)).toMatchObject({ paid: 80, balance_due: 20 });
  });
});
