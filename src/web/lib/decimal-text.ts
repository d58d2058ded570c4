import { formatDecimalInput, parseDecimalInput } from '../../shared/decimal-input';
import { euroToCents } from '../../shared/money';

/** Amounts and percentages from the API as a form's text fields show them, and back. */

/** 129.9 → '129,90'; null → '' (an empty optional field). */
export const euroText = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? '' : formatDecimalInput(euroToCents(amount), 2);

/** 22 → '22', 10.5 → '10,5'. */
export const percentText = (percent: number): string =>
  formatDecimalInput(Math.round(percent * 10), 1, false);

/**
 * A percentage as typed in a document form ('22', '10,5') in tenths, as the pricing module takes
 * it, or the fallback (a percent) while it is mistyped: the live totals never go blank for it.
 */
export function tenthsOf(typed: string, fallback: number): number {
  const parsed = parseDecimalInput(typed, 1);
  return parsed.ok && parsed.scaled <= 1000 ? parsed.scaled : Math.round(fallback * 10);
}
