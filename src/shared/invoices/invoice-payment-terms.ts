import type { PaymentMethod } from '../payments/payment-methods';
import type { PaymentMethodCode } from './invoice-codes';

/**
 * DatiPagamento as the money actually moved (FatturaPA Specifiche tecniche 2.4): one
 * DettaglioPagamento per means of payment received, and the part still open with the invoice's
 * own terms. CondizioniPagamento is TP02 (pagamento completo) for one term, TP01 (a rate) when a
 * part was paid and a part is still due.
 */
export interface PaymentDetail {
  method: PaymentMethodCode;
  amountCents: number;
  dueDate: string | null;
  /** Received before the invoice was issued; false for the part still open. */
  paid: boolean;
}

/** The counter's means of payment as the SDI's ModalitaPagamento codes (null: the invoice's own). */
export const PAYMENT_CODE_OF: Record<PaymentMethod, PaymentMethodCode | null> = {
  contanti: 'MP01',
  assegno: 'MP02',
  bonifico: 'MP05',
  carta: 'MP08',
  bancomat: 'MP08',
  satispay: 'MP08',
  paypal: 'MP08',
  altro: null,
};

export interface PaymentTerms {
  totalCents: number;
  /** What was received for the sale before the issue: net per counter method, in cents. */
  received: readonly { method: PaymentMethod; cents: number }[];
  /** The invoice's method and due date for what is still open. */
  method: PaymentMethodCode;
  dueDate: string | null;
}

/** The received parts (per SDI code, in the order first met, capped at the total) and the rest. */
export function paymentDetails(terms: PaymentTerms): PaymentDetail[] {
  const byCode = new Map<PaymentMethodCode, number>();
  for (const { method, cents } of terms.received) {
    const code = PAYMENT_CODE_OF[method] ?? terms.method;
    byCode.set(code, (byCode.get(code) ?? 0) + cents);
  }
  const details: PaymentDetail[] = [];
  let left = terms.totalCents;
  for (const [method, cents] of byCode) {
    const amountCents = Math.min(cents, left);
    if (amountCents <= 0) continue;
    details.push({ method, amountCents, dueDate: null, paid: true });
    left -= amountCents;
  }
  if (left > 0)
    details.push({ method: terms.method, amountCents: left, dueDate: terms.dueDate, paid: false });
  return details;
}

/** TP01 (a rate) when part was paid and part is due, TP02 (pagamento completo) otherwise. */
export const paymentCondition = (details: readonly PaymentDetail[]) =>
  details.some((d) => d.paid) && details.some((d) => !d.paid) ? 'TP01' : 'TP02';
