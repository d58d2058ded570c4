import type { Kysely } from 'kysely';
import type { PaymentMethod } from '../../../shared/payments/payment-methods';
import { LOTTERY_MESSAGES, lotteryProblem } from '../../../shared/receipts/lottery-code';
import {
  RECEIPT_MODE_MESSAGES,
  type ReceiptMode,
  type SaleDocument,
} from '../../../shared/receipts/receipt-mode';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { readSetting } from '../../settings/settings-store';
import { enabledFiscalDevice } from '../fiscal-devices/fiscal-devices.service';
import { recordReceiptRequest } from './receipt-records';
import { receiptVatKeys } from './receipt-vat';
import { selectTicketCertifiedCents, selectTicketSold } from './receipts.queries';

/** What the counter knows of a payment step: who, the tenders, the ticket if any. */
export interface CounterPayment {
  ticketId: string | null;
  tenders: { method: PaymentMethod; amountCents: number }[];
  paymentIds: string[];
  userId: string;
  /** The choice the *ask* mode asks for; absent means the shop's mode decides. */
  document?: SaleDocument;
  /** False where nobody can be asked (the deposit on the new-ticket form): *ask* prints. */
  asks?: boolean;
  /** The customer's lottery code, checked against the tenders before anything is stored. */
  lotteryCode?: string | null;
}

/**
 * The lottery code goes only on the RT's documento commerciale: without an enabled RT nothing
 * would print it, so it is refused rather than stored for nothing.
 */
async function refuseLotteryWithoutRt(trx: Kysely<DB>, lotteryCode: string | null | undefined) {
  if (!lotteryCode || (await enabledFiscalDevice(trx))) return;
  throw new AppError(400, 'validation_failed', LOTTERY_MESSAGES.noRt, {
    fieldErrors: { lottery_code: [LOTTERY_MESSAGES.noRt] },
  });
}

/** The receipt mode's answer for this step: print a documento commerciale or not. */
async function wantsReceipt(trx: Kysely<DB>, payment: CounterPayment) {
  if (payment.document) return payment.document === 'scontrino';
  const mode = (await readSetting(trx, 'receipt_mode')) as ReceiptMode;
  if (mode === 'ask' && payment.asks !== false && (await enabledFiscalDevice(trx)))
    throw new AppError(400, 'validation_failed', RECEIPT_MODE_MESSAGES.documentRequired, {
      fieldErrors: { document: [RECEIPT_MODE_MESSAGES.documentRequired] },
    });
  return mode !== 'never';
}

type ReceiptLine = { description: string; quantity: number; unitPriceCents: number; vat: string };

/**
 * What the document lists for `totalCents` (the earlier documents' acconto included): when that
 * settles the ticket, the repair (its labour) and each part sold separately on its own line;
 * otherwise (a deposit, a part payment) one line for the amount.
 */
async function ticketLines(
  trx: Kysely<DB>,
  ticketId: string | null,
  totalCents: number,
  vat: string,
): Promise<ReceiptLine[]> {
  const single = [
    {
      description: ticketId ? 'Riparazione' : 'Pagamento',
      quantity: 1,
      unitPriceCents: totalCents,
      vat,
    },
  ];
  if (!ticketId) return single;
  const sold = await selectTicketSold(trx, ticketId);
  const parts = sold.parts.map((p) => ({
    description: p.name,
    quantity: p.quantity,
    unitPriceCents: p.unitCents,
    vat,
  }));
  const partsCents = parts.reduce((sum, p) => sum + p.quantity * p.unitPriceCents, 0);
  if (parts.length === 0 || sold.priceCents + partsCents !== totalCents) return single;
  const repair = { description: 'Riparazione', quantity: 1, unitPriceCents: sold.priceCents, vat };
  return sold.priceCents > 0 ? [repair, ...parts] : parts;
}

/**
 * *Incassa* on a ticket (or for a customer). What earlier documents of the ticket certified (its
 * deposits) is on the lines and shown as already paid (acconto), so the day's takings never count
 * it twice (TILL § Documenti commerciali).
 */
export async function recordPaymentReceipt(
  trx: Kysely<DB>,
  at: string,
  payment: CounterPayment,
): Promise<string | null> {
  const wanted = await wantsReceipt(trx, payment);
  const lotteryRefused =
    payment.lotteryCode && lotteryProblem(payment.tenders, wanted ? 'scontrino' : 'fattura');
  if (lotteryRefused)
    throw new AppError(400, 'validation_failed', lotteryRefused, {
      fieldErrors: { lottery_code: [lotteryRefused] },
    });
  if (!wanted) return null;
  await refuseLotteryWithoutRt(trx, payment.lotteryCode);
  const vat = (await receiptVatKeys(trx)).ticket;
  const paidCents = payment.tenders.reduce((sum, t) => sum + t.amountCents, 0);
  const certified = payment.ticketId ? await selectTicketCertifiedCents(trx, payment.ticketId) : 0;
  return recordReceiptRequest(trx, at, {
    lines: await ticketLines(trx, payment.ticketId, certified + paidCents, vat),
    deposit: certified > 0 ? { amountCents: certified, vat } : null,
    tenders: payment.tenders,
    lotteryCode: payment.lotteryCode ?? null,
    paymentIds: payment.paymentIds,
    ticketId: payment.ticketId,
    userId: payment.userId,
  });
}

export interface CounterSaleLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  vatHundredths: number;
  natura: string | null;
  /** After the line's own discount. */
  totalCents: number;
}

/**
 * A counter sale with `document: "scontrino"`: its lines at list price, each line's discount
 * plus its share of the discount on the total (the last line takes the rounding remainder).
 */
export async function recordSaleReceipt(
  trx: Kysely<DB>,
  at: string,
  sale: {
    saleId: string;
    lines: CounterSaleLine[];
    totalCents: number;
    tenders: CounterPayment['tenders'];
    paymentIds: string[];
    userId: string;
    lotteryCode?: string | null;
  },
): Promise<string | null> {
  await refuseLotteryWithoutRt(trx, sale.lotteryCode);
  const vatOf = (await receiptVatKeys(trx)).line;
  const subtotal = sale.lines.reduce((sum, l) => sum + l.totalCents, 0);
  const onTotal = subtotal - sale.totalCents;
  let shared = 0;
  const lines = sale.lines.map((line, index) => {
    const share =
      index === sale.lines.length - 1
        ? onTotal - shared
        : subtotal === 0
          ? 0
          : Math.floor((onTotal * line.totalCents) / subtotal);
    shared += share;
    const discountCents = line.quantity * line.unitPriceCents - line.totalCents + share;
    return {
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vat: vatOf(line),
      ...(discountCents > 0 ? { discountCents } : {}),
    };
  });
  return recordReceiptRequest(trx, at, {
    lines,
    tenders: sale.tenders,
    lotteryCode: sale.lotteryCode ?? null,
    paymentIds: sale.paymentIds,
    saleId: sale.saleId,
    userId: sale.userId,
  });
}
