import { formatEuro } from './format';

/**
 * Money is kept in integer cents end to end; euros appear only at the edges (a JSON number in
 * the API, text in a form, a formatted string on screen). Inventory and the ticket price use
 * `moneyField` (money-field.ts, apart: zod, which pages that only show amounts do not load) for
 * every amount a person types; the lines of quotes and PC builds read typed text straight into
 * cents (priced-lines.ts).
 */
export const euroToCents = (euros: number): number => Math.round(euros * 100);
export const centsToEuro = (cents: number): number => cents / 100;

/** 12990 → "129,90 €". */
export function formatCents(cents: number): string {
  return formatEuro(centsToEuro(cents));
}
