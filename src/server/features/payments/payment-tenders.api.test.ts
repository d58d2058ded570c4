import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../../shared/money';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-schemas';
import { TENDER_MESSAGES } from '../../../shared/payments/payment-tenders';
import { createStaffApp, errorBody, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { expectFieldRefused } from '../tickets/tickets-test-kit';
import { pay, ticketMoneyOf } from './payments-test-kit';

/** Split tenders: one *Incassa*, several payment rows; the cash received and its change. */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'employee' });
});
afterAll(() => t.close());

const post = (body: Record<string, unknown>) =>
  t.request('POST', '/api/payments', { cookie: t.cookie, body });

const storedTenders = (ticketId: string) =>
  t.db
    .selectFrom('payments')
    .select(['amount_cents', 'method', 'cash_received_cents', 'terminal_ref', 'receipt_number'])
    .where('ticket_id', '=', ticketId)
    .orderBy('receipt_number')
    .execute();

describe('POST /api/payments with tenders', () => {
  it('card 50 + cash 149 with 200 received: two rows, the change 51, the ticket closed', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '199' });
    const recorded = await pay(t, {
      ticket_id: ticket.id,
      close_ticket: true,
      tenders: [
        { method: 'carta', amount: '50', terminal_ref: 'AUT 123456' },
        { method: 'contanti', amount: '149,00', cash_received: '200' },
      ],
    });
    expect(recorded.payments).toMatchObject([
      {
        method: 'carta',
        amount: 50,
        terminal_ref: 'AUT 123456',
        cash_received: null,
        change: null,
      },
      { method: 'contanti', amount: 149, cash_received: 200, change: 51, terminal_ref: null },
    ]);
    expect(recorded.payment.id).toBe(recorded.payments[0]?.id);
    expect(recorded.ticket).toMatchObject({ paid: 199, balance_due: 0, status: 'Chiuso' });
    const stored = await storedTenders(ticket.id);
    expect(stored.map(({ receipt_number: _, ...row }) => row)).toEqual([
      {
        amount_cents: 5000,
        method: 'carta',
        cash_received_cents: null,
        terminal_ref: 'AUT 123456',
      },
      { amount_cents: 14900, method: 'contanti', cash_received_cents: 20000, terminal_ref: null },
    ]);
    const got = await t.request('GET', `/api/payments/${recorded.payments[1]?.id}`, {
      cookie: t.cookie,
    });
    expect(await got.json()).toMatchObject({ cash_received: 200, change: 51 });
  });

  it('the single amount and method still work, now answered as a list of one', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '30' });
    const recorded = await pay(t, { ticket_id: ticket.id, amount: 30, method: 'satispay' });
    expect(recorded.payments).toHaveLength(1);
    expect(recorded.payments[0]).toEqual(recorded.payment);
  });

  it('refuses a split whose total is over the balance, and writes none of it', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '100' });
    const response = await post({
      ticket_id: ticket.id,
      tenders: [
        { method: 'carta', amount: 60 },
        { method: 'contanti', amount: 40.01 },
      ],
    });
    await expectFieldRefused(response, 'tenders', PAYMENT_MESSAGES.overBalance(formatCents(10000)));
    expect(await storedTenders(ticket.id)).toEqual([]);
    expect(await ticketMoneyOf(t, ticket.id)).toMatchObject({ paid: 0, balance_due: 100 });
  });

  it('refuses cash received below the amount or on a card, a code on cash, and both shapes', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '100' });
    const refusal = async (body: Record<string, unknown>, message: string) => {
      const response = await post({ ticket_id: ticket.id, ...body });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await errorBody(response))).toContain(message);
    };
    await refusal(
      { tenders: [{ method: 'contanti', amount: 20, cash_received: 19.99 }] },
      TENDER_MESSAGES.receivedTooLow,
    );
    await refusal(
      { tenders: [{ method: 'carta', amount: 20, cash_received: 50 }] },
      TENDER_MESSAGES.receivedNotCash,
    );
    await refusal(
      { tenders: [{ method: 'contanti', amount: 20, terminal_ref: 'AUT 1' }] },
      TENDER_MESSAGES.terminalRefNotCard,
    );
    await refusal({ tenders: [] }, TENDER_MESSAGES.tendersEmpty);
    await refusal(
      { amount: 5, method: 'carta', tenders: [{ method: 'carta', amount: 5 }] },
      TENDER_MESSAGES.tendersOrAmount,
    );
    await refusal({ tenders: [{ method: 'bitcoin', amount: 5 }] }, PAYMENT_MESSAGES.methodInvalid);
    await refusal({ tenders: [{ method: 'carta', amount: 0 }] }, PAYMENT_MESSAGES.amountPositive);
    expect(await storedTenders(ticket.id)).toEqual([]);
  });
});
