import { ticketPeriod } from '../tickets/ticket-number';

/**
 * QT-{year}-{month}-{random 1000–9999} (SPEC §3, §9), the month of Europe/Rome. A random number
 * can collide: the database's unique constraint decides and the create tries another. A month
 * that has used up its 9,000 four-digit numbers goes on with five digits (MODULES "Quotes").
 */
export const QUOTE_NUMBER_PATTERN = /^QT-\d{4}-\d{2}-\d{4,5}$/;

export function quoteNumber(now: Date, random: () => number, digits: 4 | 5 = 4): string {
  const low = digits === 4 ? 1000 : 10_000;
  const high = digits === 4 ? 9999 : 99_999;
  const n = low + Math.floor(random() * (high - low + 1));
  return `QT-${ticketPeriod(now)}-${n}`;
}
