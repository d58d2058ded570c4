import { SUPPLIER_INVOICE_MESSAGES as M } from '../../../shared/inventory/supplier-invoices';
import { divRoundHalfAway } from '../../../shared/rounding';
import { badRequest } from '../../errors';

const DECIMAL = /^-?\d{1,15}(\.\d{1,8})?$/;

/** A decimal of the file as an integer scaled by 10^8, so products stay exact in BigInt. */
export function decimalE8(value: string, field: string): bigint {
  if (!DECIMAL.test(value)) throw badRequest(M.badAmount(field, value));
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const scaled = BigInt(whole ?? '0') * 100_000_000n + BigInt(fraction.padEnd(8, '0'));
  return negative ? -scaled : scaled;
}

/** An amount of the file (2 decimals by the schema) in cents, rounded by the one rule. */
export function decimalToCents(value: string, field: string): number {
  return Number(divRoundHalfAway(decimalE8(value, field), 1_000_000n));
}

/**
 * The line's unit cost in cents: PrezzoTotale (already net of the line's ScontoMaggiorazione)
 * divided by Quantita, rounded half away from zero (decision 044).
 */
export function netUnitCostCents(totalCents: number, quantity: string): number {
  const q = decimalE8(quantity, 'Quantita');
  if (q <= 0n) throw badRequest(M.badAmount('Quantita', quantity));
  return Number(divRoundHalfAway(BigInt(totalCents) * 100_000_000n, q));
}

/** Stock counts whole pieces: the line's quantity as an integer, or null when it has decimals. */
export function wholeQuantity(quantity: string): number | null {
  const q = decimalE8(quantity, 'Quantita');
  return q > 0n && q % 100_000_000n === 0n ? Number(q / 100_000_000n) : null;
}
