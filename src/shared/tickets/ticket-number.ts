import { romeWallClock } from '../rome-time';

/**
 * Ticket numbers FM-{year}-{month}-{sequence} (SPEC §3, §9): the sequence restarts every month of
 * the Europe/Rome calendar and is padded to 4 digits; the 10,000th ticket of a month simply gets 5.
 */
export const TICKET_NUMBER_PREFIX = 'FM';
export const TICKET_NUMBER_PATTERN = /^FM-(\d{4})-(\d{2})-(\d{4,})$/;

/** The numbering period ('YYYY-MM') an instant falls in, in Rome. */
export function ticketPeriod(now: Date): string {
  return romeWallClock(now).toISOString().slice(0, 7);
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
