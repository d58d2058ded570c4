import { divRoundHalfAway } from '../rounding';
import {
  FORFETTARIO,
  FORFETTARIO_NATURA,
  type Natura,
  STAMP_DUTY_NATURE,
  type StampDutyBearer,
} from './invoice-codes';

/**
 * An invoice's money in integers, no float ever carrying an amount:
 *   amounts in cents, unit prices in 10^-8 € (`unitPriceE8`: PrezzoUnitario's 8 decimals, so
 *   0,333 € is 33_300_000), quantities in hundredths (1,5 pz = 150), VAT rates and discounts in
 *   hundredths of a percent (22 % = 2200, 12,5 % = 1250).
 * A line's amount is round(unit × quantity × (1 − discount)), half away from zero. A line typed
 * with a net price counts that amount as its net. Lines typed VAT-included (a ticket's price, as
 * private customers see it) are split per summary: their gross G becomes a net N such that
 * N + round(N × rate) = G, so the invoice total is the typed price to the cent; N is shared out
 * between the lines in proportion (largest remainder). About one gross amount in six has no such
 * N (the VAT of the next cent jumps by 2): there N = round(G / (1 + rate)), the VAT is exactly
 * round(N × rate) and the cent left over is the document's rounding (`roundingCents`, written
 * in DatiGeneraliDocumento/Arrotondamento), so the total is still the typed price.
 * Each summary (one per rate or natura) rounds its own VAT, as the SDI recomputes it; the
 * stamp duty (2,00 €) is due when the amounts without VAT that bear it exceed 77,47 €. Charged
 * to the customer it is one more line (N1, `stampDutyCharged`) in the N1 summary and the total;
 * borne by the shop it is in neither. Either way lines + VAT = total (SDI check 00422).
 */

export interface MoneyLine {
  quantityHundredths: number;
  /** The unit price in 10^-8 € (E8_PER_CENT per cent): line totals are rounded to the cent. */
  unitPriceE8: number;
  priceIncludesVat: boolean;
  vatRateHundredths: number;
  natura: Natura | null;
  discountHundredths: number | null;
}

export interface PricedInvoiceLine extends MoneyLine {
  /** The line's amount as typed: net, or VAT-included when priceIncludesVat. */
  amountCents: number;
  /** The net amount (PrezzoTotale): what the summary adds up. */
  lineTotalCents: number;
}

export interface SummaryRow {
  vatRateHundredths: number;
  natura: Natura | null;
  taxableCents: number;
  vatCents: number;
}

/** A summary and the cent its VAT-included prices could not reach (0, or ±1). */
interface PricedGroup {
  row: SummaryRow;
  roundingCents: number;
}

export interface InvoiceTotals {
  lines: PricedInvoiceLine[];
  summary: SummaryRow[];
  taxableCents: number;
  vatCents: number;
  stampDutyCents: number;
  /** The stamp duty is the line *Rivalsa imposta di bollo* after the typed ones, in the N1 summary. */
  stampDutyCharged: boolean;
  /**
   * What the VAT-included prices leave after net + exact VAT (one cent per summary at most):
   * total = taxable + VAT + rounding. Absent on invoices issued before it was written.
   */
  roundingCents?: number;
  totalCents: number;
}

/**
 * Who pays the stamp duty; 'total_only' is how invoices were priced before the choice existed
 * (in the total, in no line), kept to write those invoices' files as they were.
 */
export type StampDutyRule = StampDutyBearer | 'total_only';

export const STAMP_DUTY_CENTS = 200;
/** The threshold is "over 77,47 €": exactly 77,47 € bears none. */
export const STAMP_DUTY_THRESHOLD_CENTS = 7747;
const HUNDRED_PERCENT = 10_000n;
/** 10^-8 € in a cent. */
export const E8_PER_CENT = 1_000_000;
export const centsToE8 = (cents: number) => cents * E8_PER_CENT;

/** round(amount × rate): the VAT of a taxable amount. */
export function vatOf(taxableCents: number, rateHundredths: number): number {
  return Number(divRoundHalfAway(BigInt(taxableCents) * BigInt(rateHundredths), HUNDRED_PERCENT));
}

/** round(unit × quantity × (1 − discount)) in cents. */
export function lineAmountCents(
  unitPriceE8: number,
  quantityHundredths: number,
  discountHundredths: number | null,
): number {
  const kept = HUNDRED_PERCENT - BigInt(discountHundredths ?? 0);
  const scaled = BigInt(unitPriceE8) * BigInt(quantityHundredths) * kept;
  return Number(divRoundHalfAway(scaled, BigInt(E8_PER_CENT) * 100n * HUNDRED_PERCENT));
}

/**
 * The net of a VAT-included amount: exact (net + its VAT = gross) whenever a cent makes it so;
 * `exact` false for the gross amounts no net reaches.
 */
export function netOfGross(
  grossCents: number,
  rateHundredths: number,
): { netCents: number; exact: boolean } {
  const guess = Number(
    divRoundHalfAway(
      BigInt(grossCents) * HUNDRED_PERCENT,
      HUNDRED_PERCENT + BigInt(rateHundredths),
    ),
  );
  for (const net of [guess, guess - 1, guess + 1]) {
    if (net >= 0 && net + vatOf(net, rateHundredths) === grossCents)
      return { netCents: net, exact: true };
  }
  return { netCents: guess, exact: false };
}

/** `total` shared out in proportion to `weights` (largest remainder, ties to the first). */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((w) => (big * BigInt(w)) / bigSum);
  const rest = weights.map((w, i) => ({ i, r: (big * BigInt(w)) % bigSum }));
  let left = total - parts.reduce((a, b) => a + Number(b), 0);
  rest.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const result = parts.map(Number);
  for (const { i } of rest) {
    if (left <= 0) break;
    result[i] = (result[i] ?? 0) + 1;
    left--;
  }
  return result;
}

/** A forfettario shop charges no VAT: every line becomes N2.2 at 0 %, its price as typed. */
export function applyRegime<T extends MoneyLine>(lines: readonly T[], regime: string): T[] {
  if (regime !== FORFETTARIO) return [...lines];
  return lines.map((line) => ({ ...line, vatRateHundredths: 0, natura: FORFETTARIO_NATURA }));
}

const groupKey = (line: Pick<MoneyLine, 'vatRateHundredths' | 'natura'>) =>
  `${line.vatRateHundredths}|${line.natura ?? ''}`;

function priceGroup(lines: PricedInvoiceLine[]): PricedGroup {
  const first = lines[0] as PricedInvoiceLine;
  const rate = first.vatRateHundredths;
  const gross = lines.filter((l) => l.priceIncludesVat);
  let roundingCents = 0;
  if (gross.length === lines.length) {
    // All typed VAT-included: the block's net keeps the typed total to the cent.
    const grossCents = gross.reduce((a, l) => a + l.amountCents, 0);
    const { netCents } = netOfGross(grossCents, rate);
    const shares = shareOut(
      netCents,
      gross.map((l) => l.amountCents),
    );
    gross.forEach((l, i) => {
      l.lineTotalCents = shares[i] ?? 0;
    });
    roundingCents = grossCents - netCents - vatOf(netCents, rate);
  } else {
    // Mixed: each VAT-included line is split alone, the summary's VAT is rounded once.
    for (const l of gross) l.lineTotalCents = netOfGross(l.amountCents, rate).netCents;
  }
  const taxableCents = lines.reduce((a, l) => a + l.lineTotalCents, 0);
  const row = { vatRateHundredths: rate, natura: first.natura, taxableCents };
  return { row: { ...row, vatCents: vatOf(taxableCents, rate) }, roundingCents };
}

/** The N1 summary with the charged stamp duty added, a new one when there is none. */
function withStampDutyLine(summary: SummaryRow[], cents: number): SummaryRow[] {
  const n1 = summary.find((s) => s.natura === 'N1' && s.vatRateHundredths === 0);
  if (!n1)
    return [...summary, { vatRateHundredths: 0, natura: 'N1', taxableCents: cents, vatCents: 0 }];
  return summary.map((s) => (s === n1 ? { ...s, taxableCents: s.taxableCents + cents } : s));
}

/** Lines, one summary per rate or natura (in the order first met), totals and stamp duty. */
export function priceInvoice(
  lines: readonly MoneyLine[],
  stampDuty: StampDutyRule = 'cliente',
): InvoiceTotals {
  const priced: PricedInvoiceLine[] = lines.map((line) => {
    const amountCents = lineAmountCents(
      line.unitPriceE8,
      line.quantityHundredths,
      line.discountHundredths,
    );
    return { ...line, amountCents, lineTotalCents: amountCents };
  });
  const groups = new Map<string, PricedInvoiceLine[]>();
  for (const line of priced) {
    const key = groupKey(line);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const groupsPriced = [...groups.values()].map(priceGroup);
  const typed = groupsPriced.map((g) => g.row);
  const roundingCents = groupsPriced.reduce((a, g) => a + g.roundingCents, 0);
  const stampDutyCents = stampDutyOf(typed);
  const stampDutyCharged = stampDuty === 'cliente' && stampDutyCents > 0;
  const summary = stampDutyCharged ? withStampDutyLine(typed, stampDutyCents) : typed;
  const taxableCents = summary.reduce((a, s) => a + s.taxableCents, 0);
  const vatCents = summary.reduce((a, s) => a + s.vatCents, 0);
  return {
    lines: priced,
    summary,
    taxableCents,
    vatCents,
    stampDutyCents,
    stampDutyCharged,
    roundingCents,
    totalCents:
      taxableCents + vatCents + roundingCents + (stampDuty === 'total_only' ? stampDutyCents : 0),
  };
}

export function stampDutyOf(summary: readonly SummaryRow[]): number {
  const bearing = summary
    .filter((s) => s.natura !== null && STAMP_DUTY_NATURE.includes(s.natura))
    .reduce((a, s) => a + s.taxableCents, 0);
  return bearing > STAMP_DUTY_THRESHOLD_CENTS ? STAMP_DUTY_CENTS : 0;
}

/**
 * The net unit price the XML states for a line (PrezzoUnitario, up to 8 decimals), such that
 * unit × quantity × (1 − discount) is its net total within a cent (SDI check 00423): the typed
 * price for a net line, the net share over quantity and discount for a VAT-included one.
 */
export function netUnitPrice(line: PricedInvoiceLine): string {
  if (!line.priceIncludesVat) return priceText(BigInt(line.unitPriceE8));
  const kept = HUNDRED_PERCENT - BigInt(line.discountHundredths ?? 0);
  const divisor = BigInt(line.quantityHundredths) * kept;
  // In 10^-8 euros: cents × 10^6, over quantity (hundredths) and the share kept (of 10000).
  const units =
    divisor === 0n
      ? divRoundHalfAway(
          BigInt(line.unitPriceE8) * HUNDRED_PERCENT,
          HUNDRED_PERCENT + BigInt(line.vatRateHundredths),
        )
      : divRoundHalfAway(
          BigInt(line.lineTotalCents) * 1_000_000n * 100n * HUNDRED_PERCENT,
          divisor,
        );
  return priceText(units);
}

/** A price in 10^-8 € as PrezzoUnitario writes it: 2 to 8 decimals, no trailing zeros beyond 2. */
function priceText(e8: bigint): string {
  return scaledText(e8, 8).replace(/(\.\d\d\d*?)0+$/, '$1');
}

/** An integer scaled by 10^decimals as the XML writes it: 12990, 2 → "129.90". */
export function scaledText(value: bigint | number, decimals: number): string {
  const big = BigInt(value);
  const sign = big < 0n ? '-' : '';
  const digits = (big < 0n ? -big : big).toString().padStart(decimals + 1, '0');
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

export const centsText = (cents: number) => scaledText(cents, 2);
