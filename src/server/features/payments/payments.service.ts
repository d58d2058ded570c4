import type { Kysely, Transaction } from 'kysely';
import { centsToEuro, euroToCents, formatCents } from '../../../shared/money';
import type {
  PaymentDto,
  PaymentReceiptDto,
  PaymentRecordedDto,
} from '../../../shared/payments/payment-dto';
import { DEPOSIT_NOTE, type PaymentMethod } from '../../../shared/payments/payment-methods';
import {
  PAYMENT_MESSAGES,
  type PaymentCreateInput,
  tendersOf,
} from '../../../shared/payments/payment-schemas';
import { CLOSED_TICKET_STATUS } from '../../../shared/tickets/ticket-status';
import type { Actor } from '../../auth/policies';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/db-errors';
import type { DB } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { assertPaymentDayOpen } from '../cash-days/cash-days.service';
import { printedReceipt, recordPaymentReceipt } from '../receipts/receipts.service';
import { lockedTicketMoney, moveTicketStatus, ticketMoney } from '../tickets/tickets.service';
import { recordCounterReceipt } from './counter-receipt';
import { romeYear, writeStorno } from './payment-stornos';
import { presentPayment, presentReceiptTicket } from './payments.presenter';
import {
  insertPayment,
  selectPayment,
  selectPayments,
  selectReceiptTicket,
} from './payments.queries';

/** Writing payments: *Incassa*, the deposit, the *Storno*; never an edit or a delete. */
type Deps = Pick<AppDeps, 'db' | 'clock' | 'dialect'>;
type PrintDeps = Deps & Pick<AppDeps, 'logger'>;

/** Every payment of a customer, newest first, for their privacy export (art. 15 GDPR). */
export async function customerPaymentsForExport(
  db: Kysely<DB>,
  customerId: string,
): Promise<PaymentDto[]> {
  const rows = await selectPayments(db, { customerId }, Number.MAX_SAFE_INTEGER);
  return rows.map(presentPayment);
}

export async function getPayment(deps: Pick<Deps, 'db'>, id: string): Promise<PaymentDto> {
  const row = await selectPayment(deps.db, id);
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
  return presentPayment(row);
}

/** The receipt: the payment, what it paid for and the ticket's money as of this movement. */
export async function getPaymentReceipt(
  deps: Pick<Deps, 'db'>,
  id: string,
): Promise<PaymentReceiptDto> {
  const row = await selectPayment(deps.db, id);
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
  const ticket =
    row.ticket_id === null
      ? undefined
      : await selectReceiptTicket(deps.db, {
          id: row.id,
          ticket_id: row.ticket_id,
          receipt_year: Number(row.receipt_year),
          receipt_number: Number(row.receipt_number),
        });
  return { ...presentPayment(row), receipt: ticket ? presentReceiptTicket(ticket) : null };
}

/**
 * *Incassa*: the payment, and with `close_ticket` the ticket's move to Chiuso, in one transaction.
 * An incasso may not exceed what the ticket still awaits, nor a refund what it received.
 */
export async function recordPayment(
  deps: PrintDeps,
  actor: Actor,
  input: PaymentCreateInput,
): Promise<PaymentRecordedDto> {
  const at = deps.clock().toISOString();
  const tenders = tendersOf(input).map((tender) => ({ ...tender, id: crypto.randomUUID() }));
  const total = tenders.reduce((sum, tender) => sum + euroToCents(tender.amount), 0);
  let receiptId: string | null = null;
  await writeOrRefuse(deps, async (trx) => {
    const ticket = input.ticket_id
      ? await lockedTicketMoney(trx, deps.dialect, input.ticket_id)
      : null;
    if (input.ticket_id && !ticket) throw fieldError('ticket_id', PAYMENT_MESSAGES.ticketInvalid);
    // The ticket's customer is the payer: another one would carry this ticket into their records.
    if (ticket && input.customer_id && input.customer_id !== ticket.customerId)
      throw fieldError('customer_id', PAYMENT_MESSAGES.customerNotOfTicket);
    if (ticket)
      assertWithinTicket(input.direction, total, ticket, input.tenders ? 'tenders' : 'amount');
    await assertPaymentDayOpen(trx, { userId: actor.id, at });
    // One row per tender, numbered in the order given: the receipts follow the counter.
    for (const tender of tenders)
      await insertPayment(
        trx,
        {
          id: tender.id,
          customer_id: input.customer_id ?? ticket?.customerId ?? null,
          ticket_id: input.ticket_id ?? null,
          invoice_id: null,
          amount_cents: euroToCents(tender.amount),
          direction: input.direction,
          method: tender.method,
          paid_at: at,
          note: input.note ?? null,
          user_id: actor.id,
          entered_by: actor.id,
          created_at: at,
          cash_received_cents:
            tender.cash_received == null ? null : euroToCents(tender.cash_received),
          terminal_ref: tender.terminal_ref ?? null,
        },
        romeYear(at),
      );
    if (input.direction === 'incasso')
      receiptId = await recordCounterReceipt(trx, at, actor.id, input, tenders);
    if (ticket && input.close_ticket)
      await moveTicketStatus(trx, {
        ticketId: ticket.id,
        to: CLOSED_TICKET_STATUS,
        by: actor.id,
        at,
      });
  });
  const receipt = await printedReceipt(deps, receiptId);
  const payments = await Promise.all(tenders.map((tender) => getPayment(deps, tender.id)));
  const [payment] = payments;
  if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
  const ticket = payment.ticket_id ? await ticketMoney(deps.db, payment.ticket_id) : null;
  return {
    payment,
    payments,
    ticket: ticket && {
      id: ticket.id,
      status: ticket.status,
      paid: centsToEuro(ticket.paidCents),
      balance_due:
        ticket.chargeCents === null ? null : centsToEuro(ticket.chargeCents - ticket.paidCents),
    },
    receipt,
  };
}

/** The transaction, with an unknown customer (the foreign key's refusal) said in Italian. */
async function writeOrRefuse(deps: Deps, work: (trx: Transaction<DB>) => Promise<void>) {
  try {
    await deps.db.transaction().execute(work);
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw fieldError('customer_id', PAYMENT_MESSAGES.customerInvalid);
    throw error;
  }
}

/** The step's total against the ticket; `field` is where the refusal shows (amount or tenders). */
function assertWithinTicket(
  direction: PaymentCreateInput['direction'],
  cents: number,
  ticket: { chargeCents: number | null; paidCents: number },
  field: 'amount' | 'tenders',
) {
  if (direction === 'rimborso' && cents > ticket.paidCents)
    throw fieldError(field, PAYMENT_MESSAGES.overPaid(formatCents(Math.max(ticket.paidCents, 0))));
  const due = ticket.chargeCents === null ? null : ticket.chargeCents - ticket.paidCents;
  if (direction === 'incasso' && due !== null && cents > due)
    throw fieldError(field, PAYMENT_MESSAGES.overBalance(formatCents(Math.max(due, 0))));
}

const fieldError = (field: string, message: string) =>
  new AppError(400, 'validation_failed', message, { fieldErrors: { [field]: [message] } });

/** The deposit taken when a ticket is opened: a payment 'Acconto' in the ticket's transaction. */
export async function recordDeposit(
  trx: Transaction<DB>,
  deposit: { ticketId: string; cents: number; method: PaymentMethod; userId: string; at: string },
): Promise<void> {
  const ticket = await ticketMoney(trx, deposit.ticketId);
  await assertPaymentDayOpen(trx, { userId: deposit.userId, at: deposit.at });
  const id = crypto.randomUUID();
  await insertPayment(
    trx,
    {
      id,
      customer_id: ticket?.customerId ?? null,
      ticket_id: deposit.ticketId,
      invoice_id: null,
      amount_cents: deposit.cents,
      direction: 'incasso',
      method: deposit.method,
      paid_at: deposit.at,
      note: DEPOSIT_NOTE,
      user_id: deposit.userId,
      entered_by: deposit.userId,
      created_at: deposit.at,
    },
    romeYear(deposit.at),
  );
  // Its documento commerciale (an acconto) is printed by the receipts sweep after the commit.
  await recordPaymentReceipt(trx, deposit.at, {
    ticketId: deposit.ticketId,
    tenders: [{ method: deposit.method, amountCents: deposit.cents }],
    paymentIds: [id],
    userId: deposit.userId,
    asks: false,
  });
}

/**
 * *Storno* (admins, the route's gate): the opposite entry, same amount, method and subjects,
 * linked both ways. It counts in the drawer the money came from: the original's operator and
 * day (`user_id`, `paid_at`), so the technician's own count is right whoever reverses it and
 * whenever; `entered_by` and `created_at` say who reversed it and when. The storno is written
 * first (its id is what the original points to); the conditional link and the unique index on
 * reverses_id refuse a second one, however concurrent.
 */
export async function reversePayment(
  deps: Deps,
  actor: Actor,
  id: string,
  reason: string,
): Promise<PaymentDto> {
  const original = await getPayment(deps, id);
  if (original.reverses_id) throw conflict(PAYMENT_MESSAGES.reversalOfReversal);
  if (original.reversed_by) throw conflict(PAYMENT_MESSAGES.alreadyReversed);
  const at = deps.clock().toISOString();
  const stornoId = crypto.randomUUID();
  try {
    await deps.db
      .transaction()
      .execute((trx) => writeStorno(trx, deps.dialect, original, actor.id, reason, at, stornoId));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PAYMENT_MESSAGES.alreadyReversed);
    throw error;
  }
  return getPayment(deps, stornoId);
}

export { refundReceiptPart, reverseReceiptPayments } from './receipt-stornos';
export { recordSaleTenders, reverseSalePayments, salePayments } from './sale-payments.service';
