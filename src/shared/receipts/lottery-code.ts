import * as z from 'zod/mini';
import type { PaymentMethod } from '../payments/payment-methods';
import type { TillStatusDto } from './fiscal-devices';
import type { SaleDocument } from './receipt-mode';

/**
 * The *lotteria degli scontrini* code (TILL § Facts): 8 letters or digits, only on a documento
 * commerciale paid wholly electronically for at least 1 €. The documento commerciale carries no
 * customer's codice fiscale in Sportello, so the third rule never bites here.
 */
export const LOTTERY_MESSAGES = {
  invalid: 'Codice lotteria non valido: 8 caratteri tra lettere e cifre',
  notElectronic:
    'Il codice lotteria vale solo per acquisti pagati interamente con carta, bancomat o altri pagamenti elettronici',
  tooLow: 'Il codice lotteria vale per acquisti da 1,00 € in su',
  notReceipt: 'Il codice lotteria va sul documento commerciale, non su una fattura',
  noRt: 'Il codice lotteria va sul documento commerciale del registratore telematico: nessun registratore è attivo',
} as const;

export const lotteryCodeField = z
  .string(LOTTERY_MESSAGES.invalid)
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{8}$/, LOTTERY_MESSAGES.invalid));

/** Methods the RT takes as *pagamento elettronico* (the shop's default RT payment types). */
const ELECTRONIC: readonly PaymentMethod[] = ['carta', 'bancomat', 'satispay', 'paypal'];

/** What stops the code from going on this document, in Italian; null when it may. */
export function lotteryProblem(
  tenders: readonly { method: PaymentMethod; amountCents: number }[],
  document: SaleDocument,
): string | null {
  if (document !== 'scontrino') return LOTTERY_MESSAGES.notReceipt;
  if (!tenders.every((t) => ELECTRONIC.includes(t.method))) return LOTTERY_MESSAGES.notElectronic;
  if (tenders.reduce((sum, t) => sum + t.amountCents, 0) < 100) return LOTTERY_MESSAGES.tooLow;
  return null;
}

/**
 * Whether the counter asks for the code: only when an RT is on and this payment gets its
 * documento commerciale (the document chosen, or else the shop's receipt mode).
 */
export function asksLotteryCode(
  till: TillStatusDto | undefined,
  document: SaleDocument | null,
): boolean {
  if (!till?.rt_enabled) return false;
  if (document) return document === 'scontrino';
  return till.receipt_mode === 'always';
}
