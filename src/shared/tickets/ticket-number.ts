import { TIME_ZONE } from '../format';

/**
 * Ticket numbers FM-{year}-{month}-{sequence} (SPEC §3, §9): the sequence restarts every month of
 * the Europe/Rome calendar and is padded to 4 digits; the 10,000th ticket of a month simply gets 5.
 */
export const TICKET_NUMBER_PREFIX = 'FM';
export const TICKET_NUMBER_PATTERN = /^FM-(\d{4})-(\d{2})-(\d{4,})$/;

const periodFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

const HOUR_MS = 60 * 60 * 1000;
let lastPeriod = { hour: Number.NaN, period: '' };

/**
 * The numbering period ('YYYY-MM') an instant falls in, in Rome. Rome is a whole number of hours
 * from UTC, so the period cannot change within a UTC hour: the last one is kept, as formatting
 * with a time zone costs more than the rest of a create's own JavaScript.
 */
export function ticketPeriod(now: Date): string {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  if (hour === lastPeriod.hour) return lastPeriod.period;
  const parts = periodFormat.formatToParts(now);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  lastPeriod = { hour, period: `${year}-${month}` };
  return lastPeriod.period;
}

/** {prefix}-{period}-{sequence of at least 4 digits}: tickets (FM) and PC builds (PC). */
export function formatPeriodNumber(prefix: string, period: string, sequence: number): string {
  if (!/^\d{4}-\d{2}$/.test(period)) throw new Error(`periodo non valido: ${period}`);
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new Error(`sequenza non valida: ${sequence}`);
  return `${prefix}-${period}-${String(sequence).padStart(4, '0')}`;
}

export const formatTicketNumber = (period: string, sequence: number): string =>
  formatPeriodNumber(TICKET_NUMBER_PREFIX, period, sequence);

export function parseTicketNumber(value: string): { period: string; sequence: number } | null {
  const match = TICKET_NUMBER_PATTERN.exec(value);
  if (!match) return null;
  return { period: `${match[1]}-${match[2]}`, sequence: Number(match[3]) };
}
