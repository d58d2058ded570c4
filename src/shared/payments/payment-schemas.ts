import * as z from 'zod/mini';
import { isCalendarDate, optionalText, requiredText, uuidField } from '../form-fields';
import { moneyField } from '../money-field';
import { pageCursor, pageLimit } from '../paging';
import { lotteryCodeField } from '../receipts/lottery-code';
import { saleDocumentField } from '../receipts/sale-document';
import { METHOD_REQUIRED, PAYMENT_DIRECTIONS, paymentMethodField } from './payment-methods';
import { isCardMethod, MAX_TENDERS, TENDER_MESSAGES } from './payment-tenders';

/** Payments (CHECKOUT § Payments): what staff send, with the Italian refusals. */
export const PAYMENT_MESSAGES = {
  amountRequired: "Indica l'importo",
  amountInvalid: "L'importo deve essere un numero",
  amountPositive: "L'importo deve essere maggiore di zero",
  amountDecimals: "L'importo può avere al massimo 2 decimali",
  amountTooHigh: "L'importo non può superare 1.000.000 €",
  methodInvalid: METHOD_REQUIRED,
  directionInvalid: 'Direzione non valida: usa incasso o rimborso',
  ticketInvalid: 'Ticket non trovato',
  customerInvalid: 'Cliente non trovato',
  customerNotOfTicket: 'Il cliente indicato non è quello del ticket',
  userInvalid: 'Dipendente non trovato',
  subjectRequired: 'Indica il ticket o il cliente del pagamento',
  closeNeedsTicket: 'Per chiudere un ticket indica il ticket',
  overBalance: (due: string) => `L'importo supera quanto resta da saldare (${due})`,
  overPaid: (paid: string) => `Il rimborso supera quanto incassato (${paid})`,
  reasonRequired: 'Indica il motivo dello storno',
  notFound: 'Pagamento non trovato',
  alreadyReversed: 'Il pagamento è già stato stornato',
  reversalOfReversal: 'Uno storno non si può stornare',
  dateInvalid: 'Data non valida (formato AAAA-MM-GG)',
  rangeInvalid: 'La data iniziale deve precedere quella finale',
  recorded: 'Pagamento registrato',
  recordedAndClosed: 'Pagamento registrato e ticket chiuso',
  reversed: 'Storno registrato',
} as const;

export const MAX_PAYMENT_EUROS = 1_000_000;

// Missing or blank reads as "no amount", so the refusal says to give one rather than "a number".
const amount = z.pipe(
  z.pipe(
    z.transform((value: unknown): unknown => value ?? null),
    moneyField(
      {
        invalid: PAYMENT_MESSAGES.amountInvalid,
        negative: PAYMENT_MESSAGES.amountPositive,
        decimals: PAYMENT_MESSAGES.amountDecimals,
        tooHigh: PAYMENT_MESSAGES.amountTooHigh,
      },
      MAX_PAYMENT_EUROS,
    ),
  ),
  z.number(PAYMENT_MESSAGES.amountRequired).check(z.gt(0, PAYMENT_MESSAGES.amountPositive)),
);

const cashReceived = z.optional(
  moneyField(
    {
      invalid: TENDER_MESSAGES.receivedInvalid,
      negative: TENDER_MESSAGES.receivedInvalid,
      decimals: TENDER_MESSAGES.receivedInvalid,
      tooHigh: TENDER_MESSAGES.receivedInvalid,
    },
    1_000_000,
  ),
);

/** One tender of a split payment: the payment's own amount field, with its messages. */
export const tenderInput = z
  .object({
    method: paymentMethodField,
    amount,
    cash_received: cashReceived,
    terminal_ref: z.optional(optionalText(40)),
  })
  .check(
    z.refine((t) => t.cash_received == null || t.method === 'contanti', {
      message: TENDER_MESSAGES.receivedNotCash,
      path: ['cash_received'],
    }),
    z.refine((t) => t.cash_received == null || t.cash_received >= t.amount, {
      message: TENDER_MESSAGES.receivedTooLow,
      path: ['cash_received'],
    }),
    z.refine((t) => !t.terminal_ref || isCardMethod(t.method), {
      message: TENDER_MESSAGES.terminalRefNotCard,
      path: ['terminal_ref'],
    }),
  );

/**
 * POST /api/payments: *Incassa* (or a refund); `close_ticket` closes its ticket in the same step.
 * Either one `amount` and `method`, or `tenders` (split tenders, each its own payment row).
 */
export const paymentCreateSchema = z
  .object({
    ticket_id: z.optional(uuidField(PAYMENT_MESSAGES.ticketInvalid)),
    customer_id: z.optional(uuidField(PAYMENT_MESSAGES.customerInvalid)),
    amount: z.optional(amount),
    method: z.optional(paymentMethodField),
    tenders: z.optional(
      z
        .array(tenderInput)
        .check(
          z.minLength(1, TENDER_MESSAGES.tendersEmpty),
          z.maxLength(MAX_TENDERS, TENDER_MESSAGES.tendersTooMany),
        ),
    ),
    direction: z._default(z.enum(PAYMENT_DIRECTIONS, PAYMENT_MESSAGES.directionInvalid), 'incasso'),
    note: z.optional(optionalText(500)),
    close_ticket: z._default(z.boolean(), false),
    /** The receipt mode *ask*: documento commerciale or invoice for this payment. */
    document: z.optional(saleDocumentField),
    /** The customer's *lotteria degli scontrini* code, for a documento commerciale paid by card. */
    lottery_code: z.optional(lotteryCodeField),
  })
  .check(
    z.refine((p) => !p.tenders || (p.amount === undefined && p.method === undefined), {
      message: TENDER_MESSAGES.tendersOrAmount,
      path: ['tenders'],
    }),
    z.refine((p) => Boolean(p.tenders) || p.amount !== undefined, {
      message: PAYMENT_MESSAGES.amountRequired,
      path: ['amount'],
    }),
    z.refine((p) => Boolean(p.tenders) || p.method !== undefined, {
      message: METHOD_REQUIRED,
      path: ['method'],
    }),
    z.refine((p) => Boolean(p.ticket_id || p.customer_id), {
      message: PAYMENT_MESSAGES.subjectRequired,
      path: ['ticket_id'],
    }),
    z.refine((p) => !p.close_ticket || Boolean(p.ticket_id), {
      message: PAYMENT_MESSAGES.closeNeedsTicket,
      path: ['close_ticket'],
    }),
  );
export type PaymentCreateInput = z.output<typeof paymentCreateSchema>;
export type TenderInput = NonNullable<PaymentCreateInput['tenders']>[number];

/** The tenders of a payment step: the list, or the single amount and method as one tender. */
export function tendersOf(input: PaymentCreateInput): TenderInput[] {
  if (input.tenders) return input.tenders;
  if (input.amount === undefined || input.method === undefined) return [];
  return [{ method: input.method, amount: input.amount }];
}

/** POST /api/payments/:id/reverse: the *Storno*, always with its reason. */
export const paymentReverseSchema = z.object({
  reason: requiredText(PAYMENT_MESSAGES.reasonRequired, 500),
});

const day = z
  .string(PAYMENT_MESSAGES.dateInvalid)
  .check(z.refine(isCalendarDate, PAYMENT_MESSAGES.dateInvalid));

/** GET /api/payments: newest first; days are Rome's, both included. */
export const paymentsQuery = z
  .object({
    from: z.optional(day),
    to: z.optional(day),
    method: z.optional(paymentMethodField),
    user_id: z.optional(uuidField(PAYMENT_MESSAGES.userInvalid)),
    ticket_id: z.optional(uuidField(PAYMENT_MESSAGES.ticketInvalid)),
    customer_id: z.optional(uuidField(PAYMENT_MESSAGES.customerInvalid)),
    limit: pageLimit,
    cursor: pageCursor,
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: PAYMENT_MESSAGES.rangeInvalid,
      path: ['to'],
    }),
  );
export type PaymentsQuery = z.output<typeof paymentsQuery>;

/** GET /api/payments/daily: a Rome day (today when absent); `user_id` is read for admins only. */
export const dailyCashQuery = z.object({
  date: z.optional(day),
  user_id: z.optional(uuidField(PAYMENT_MESSAGES.userInvalid)),
});
export type DailyCashQuery = z.output<typeof dailyCashQuery>;
