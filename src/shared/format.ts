/** Formatting for people: it-IT, euro, Europe/Rome (ARCHITECTURE §4). */
export const TIME_ZONE = 'Europe/Rome';
export const LOCALE = 'it-IT';

/**
 * A formatter built on first use, then kept: a formatter costs far more to make than to use, and
 * making them all when this module loads was ~80 ms of every page's start on a 4× slower CPU
 * (the task board's bench, docs/decisions/016), most pages using one or two.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

// Grouping always: Italian's default leaves four digits ungrouped ("1234,50 €"), five grouped.
const euro = once(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR', useGrouping: true }),
);
/** A calendar day in Rome, as every date the app shows: 18/10/2025. */
const ROME_DAY = {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
} as const;
const dateFormat = once(() => new Intl.DateTimeFormat(LOCALE, ROME_DAY));
const dateTimeFormat = once(
  () => new Intl.DateTimeFormat(LOCALE, { ...ROME_DAY, hour: '2-digit', minute: '2-digit' }),
);

/**
 * Makes the formatters a page's first render uses (dates, money, counts) now. The first date
 * formatter loads the browser's calendar and time-zone data (~25 ms here, ~100 ms on a 4× slower
 * phone): the staff app calls this while its first page's code and data are on the way, so that
 * cost is not paid inside the render that shows them (docs/decisions/031).
 */
export function warmFormatters(): void {
  dateFormat();
  dateTimeFormat();
  euro();
  whole();
}

export function formatEuro(amount: number): string {
  return euro().format(amount);
}

const whole = once(() => new Intl.NumberFormat(LOCALE, { useGrouping: true }));

/** A count of pieces with its thousands grouped as money is: 1.234. */
export function formatCount(count: number): string {
  return whole().format(count);
}

/** An instant (ISO-8601 UTC) as a Rome calendar date, e.g. 18/10/2025. */
export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso));
}

const oneDecimal = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));

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
  return `${oneDecimal().format(value)} ${units[unit]}`;
}

const monthFormat = once(
  () => new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** A month `YYYY-MM` as a person reads it: novembre 2026. */
export function formatMonth(month: string): string {
  return monthFormat().format(new Date(`${month}-01T12:00:00Z`));
}

/** A calendar date `YYYY-MM-DD` shown as dd/mm/yyyy without a time-zone shift. */
export function formatCalendarDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

// The board reads it per card.
const romeDay = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }));

/** Today's calendar date in Rome as `YYYY-MM-DD`. */
export function romeToday(now: Date = new Date()): string {
  return romeDay().format(now);
}

/**
 * The instant (ISO UTC) a Rome calendar day begins: "created today" counts from here. Midnight is
 * never inside a daylight-saving jump in Italy (they happen at 02:00 and 03:00), so the offset
 * read at UTC midnight of that date is the one of Rome's midnight.
 */
export function romeDayStart(day: string): string {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(utcMidnight)
    .find((part) => part.type === 'timeZoneName')?.value;
  const [, sign = '+', hours = '0', minutes = '0'] =
    /GMT([+-])(\d\d):(\d\d)/.exec(offset ?? '') ?? [];
  const offsetMs = (Number(hours) * 60 + Number(minutes)) * 60_000 * (sign === '-' ? -1 : 1);
  return new Date(utcMidnight.getTime() - offsetMs).toISOString();
}
