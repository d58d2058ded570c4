import * as z from 'zod/mini';
import { receiptDto } from '../receipts/receipts';
import { PAYMENT_DIRECTIONS, PAYMENT_METHODS } from './payment-methods';

/** What the payments API answers; the web reads these types. Amounts in euros. */
export const paymentDto = z.object({
  id: z.string(),
  customer_id: z.nullable(z.string()),
  ticket_id: z.nullable(z.string()),
  /** The ticket's number and customer, for lists and the receipt. */
  ticket_number: z.nullable(z.string()),
  customer_name: z.nullable(z.string()),
  invoice_id: z.nullable(z.string()),
  amount: z.number(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  method: z.enum(PAYMENT_METHODS),
  paid_at: z.string(),
  note: z.nullable(z.string()),
  /** Whose drawer it is in: the operator; on a storno, the reversed payment's (and its day). */
  user_id: z.nullable(z.string()),
  user_name: z.nullable(z.string()),
  /** Who typed it: the operator, or on a storno the admin who reversed the payment. */
  entered_by: z.nullable(z.string()),
  entered_by_name: z.nullable(z.string()),
  /** The receipt's number, `N/YYYY`: in sequence within the Rome year it was entered. */
  receipt_number: z.string(),
  created_at: z.string(),
  /** The storno that reversed this payment. */
  reversed_by: z.nullable(z.string()),
  /** On a storno: the payment it reverses. */
  reverses_id: z.nullable(z.string()),
  /** On a cash tender: what the customer handed over, and the change (*Resto*) given back. */
  cash_received: z.nullable(z.number()),
  change: z.nullable(z.number()),
  /** On a card tender: the terminal's authorisation code. */
  terminal_ref: z.nullable(z.string()),
  /** The counter sale it paid, when it paid one. */
  sale_id: z.nullable(z.string()),
});
export type PaymentDto = z.output<typeof paymentDto>;

/**
 * GET /api/payments/:id: the payment as its receipt prints it, with what it paid for and the
 * ticket's money as of this movement (price today; paid and due up to this receipt's number).
 */
export const paymentReceiptDto = z.extend(paymentDto, {
  receipt: z.nullable(
    z.object({
      ticket_number: z.string(),
      device_type: z.string(),
      description: z.string(),
      price: z.nullable(z.number()),
      paid: z.number(),
      balance_due: z.nullable(z.number()),
    }),
  ),
});
export type PaymentReceiptDto = z.output<typeof paymentReceiptDto>;

export const paymentsPageDto = z.object({
  items: z.array(paymentDto),
  next_cursor: z.nullable(z.string()),
});
export type PaymentsPageDto = z.output<typeof paymentsPageDto>;

/**
 * POST /api/payments: the payment and the ticket's money after it; with split tenders,
 * `payments` holds every row written (in the order of the tenders) and `payment` the first.
 */
export const paymentRecordedDto = z.object({
  payment: paymentDto,
  payments: z.array(paymentDto),
  ticket: z.nullable(
    z.object({
      id: z.string(),
      status: z.string(),
      paid: z.number(),
      balance_due: z.nullable(z.number()),
    }),
  ),
  /** The documento commerciale printed for this step; null without an RT or with an invoice. */
  receipt: z.nullable(receiptDto),
});
export type PaymentRecordedDto = z.output<typeof paymentRecordedDto>;

const sums = {
  incasso: z.number(),
  rimborso: z.number(),
  /** incasso − rimborso: what should be in the drawer (cash) or on the statement. */
  net: z.number(),
  count: z.number(),
};

/** GET /api/payments/daily: the evening cash count (*Chiusura di cassa*). */
export const dailyCashDto = z.object({
  date: z.string(),
  /** The person the report is limited to (always the asker for an employee). */
  user_id: z.nullable(z.string()),
  user_name: z.nullable(z.string()),
  totals: z.object(sums),
  by_method: z.array(z.extend(z.object(sums), { method: z.enum(PAYMENT_METHODS) })),
  by_user: z.array(z.extend(z.object(sums), { user_id: z.nullable(z.string()), name: z.string() })),
  /** The day's stornos: in the drawer of the payment they reverse, with who reversed it. */
  reversals: z.array(
    z.object({
      id: z.string(),
      reverses_id: z.string(),
      amount: z.number(),
      method: z.enum(PAYMENT_METHODS),
      user_name: z.nullable(z.string()),
      entered_by_name: z.nullable(z.string()),
      reason: z.nullable(z.string()),
      created_at: z.string(),
    }),
  ),
});
export type DailyCashDto = z.output<typeof dailyCashDto>;
