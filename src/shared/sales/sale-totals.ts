import { divRoundHalfAway } from '../rounding';

/**
 * A counter sale's money, in cents, the same on the page and on the server: prices are VAT
 * included (a counter price), so a line is quantity × list price minus its discount, and the
 * discount on the total comes off the lines' sum. Percent discounts are in tenths (105 = 10,5 %)
 * and round once, half away from zero; an amount discount is in cents and never exceeds what it
 * discounts.
 */
export type Discount = { kind: 'percent'; tenths: number } | { kind: 'amount'; cents: number };

export interface SaleLineMoney {
  quantity: number;
  unitPriceCents: number;
  discount: Discount | null;
}

export function discountCents(grossCents: number, discount: Discount | null): number {
  if (!discount) return 0;
  if (discount.kind === 'amount') return Math.min(discount.cents, grossCents);
  return Number(divRoundHalfAway(BigInt(grossCents) * BigInt(discount.tenths), 1000n));
}

export function lineTotalCents(line: SaleLineMoney): number {
  const gross = Number(BigInt(line.quantity) * BigInt(line.unitPriceCents));
  return gross - discountCents(gross, line.discount);
}

export function saleTotals(lines: SaleLineMoney[], discount: Discount | null) {
  const lineTotals = lines.map(lineTotalCents);
  const subtotalCents = lineTotals.reduce((sum, cents) => sum + cents, 0);
  return {
    lineTotals,
    subtotalCents,
    totalCents: subtotalCents - discountCents(subtotalCents, discount),
  };
}
