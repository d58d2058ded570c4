/** Formatting for people: it-IT, euro, Europe/Rome (ARCHITECTURE §4). */
export const TIME_ZONE = 'Europe/Rome';
export const LOCALE = 'it-IT';

const euro = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** An instant (ISO-8601 UTC) as a Rome calendar date, e.g. 18/10/2025. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** A calendar date `YYYY-MM-DD` shown as dd/mm/yyyy without a time-zone shift. */
export function formatCalendarDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** Today's calendar date in Rome as `YYYY-MM-DD`. */
export function romeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}
