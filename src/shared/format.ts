import { formatNumber } from './number-text';
import { romeMidnight, romeWallClock } from './rome-time';

/**
 * Formatting for people: it-IT, euro, Europe/Rome (ARCHITECTURE §4). Computed, not asked of Intl:
 * a page's first Intl formatter cost every staff page 17-47 ms of main thread (four times that on
 * a phone) before it could show a price or a date (docs/decisions/033). The texts are Intl's.
 */
export { TIME_ZONE } from './rome-time';

/** Euro with thousands always grouped (Italian's default leaves 1234,50 € ungrouped): 1.234,50 €. */
export function formatEuro(amount: number): string {
  return `${formatNumber(amount, { minFraction: 2, maxFraction: 2, grouping: 'always' })}\u00a0€`;
}

/** A count of pieces with its thousands grouped as money is: 1.234. */
export function formatCount(count: number): string {
  return formatNumber(count, { minFraction: 0, maxFraction: 3, grouping: 'always' });
}

/**
 * A number as `toLocaleString('it-IT')` writes it (up to three decimals, by default; thousands
 * from five digits on): a quantity, a VAT rate (22, 4,5).
 */
export function formatDecimal(value: number, maxFraction = 3): string {
  return formatNumber(value, { minFraction: 0, maxFraction, grouping: 'min2' });
}

/** A rate in percent as the documents write it: 22 %, 4,5 %. */
export function formatRate(percent: number): string {
  return `${formatDecimal(percent)} %`;
}

/** A share (0.125) as a percentage with at most one decimal: 12,5%. */
export function formatPercent(share: number): string {
  return `${formatNumber(share, { minFraction: 0, maxFraction: 1, grouping: 'min2', scale: 2 })}%`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** dd/mm/yyyy of a Date whose UTC fields hold the wall clock. */
const dayText = (wall: Date) =>
  `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`;

/** An instant (ISO-8601 UTC) as a Rome calendar date, e.g. 18/10/2025. */
export function formatDate(iso: string): string {
  return dayText(romeWallClock(new Date(iso)));
}

/** An instant as Rome's date and time: 18/10/2025, 14:05. */
export function formatDateTime(iso: string): string {
  const wall = romeWallClock(new Date(iso));
  return `${dayText(wall)}, ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

/** A file size as a person reads it: 512 byte, 3,4 kB, 12,5 MB, 1,2 GB. */
export function formatFileSize(bytes: number): string {
  const units = ['kB', 'MB', 'GB', 'TB'];
  if (bytes < 1000) return `${bytes} byte`;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${formatDecimal(value, 1)} ${units[unit]}`;
}

export const MONTH_NAMES = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

/** A month `YYYY-MM` as a person reads it: novembre 2026. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const name = MONTH_NAMES[number - 1];
  if (name === undefined || !Number.isInteger(year))
    throw new RangeError(`Invalid month: ${month}`);
  return `${name} ${year}`;
}

/** A calendar date `YYYY-MM-DD` shown as dd/mm/yyyy without a time-zone shift. */
export function formatCalendarDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** Today's calendar date in Rome as `YYYY-MM-DD`. */
export function romeToday(now: Date = new Date()): string {
  return romeWallClock(now).toISOString().slice(0, 10);
}

/** The instant (ISO UTC) a Rome calendar day begins: "created today" counts from here. */
export function romeDayStart(day: string): string {
  return romeMidnight(day).toISOString();
}
