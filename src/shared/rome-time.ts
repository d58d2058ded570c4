/**
 * Europe/Rome's clock, computed instead of asked of Intl. In a browser the first Intl formatter
 * of a page loads the locale's and the time zone's data: 17-47 ms of main thread on a desktop,
 * four times that on a phone, inside the first render of every staff page (docs/decisions/033).
 *
 * Since 1996 Italy keeps the EU's summer time (Directive 2000/84/EC): UTC+2 from the last Sunday
 * of March at 01:00 UTC to the last Sunday of October at 01:00 UTC, UTC+1 the rest of the year.
 * An instant before 1996 (other rules, and the local mean time of long ago) is read from the
 * platform's time-zone data, only when one is asked for. `rome-time.test.ts` checks every hour of
 * 1996-2100 and every minute of the change days against Intl.
 */
export const TIME_ZONE = 'Europe/Rome';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const EU_RULE_FROM = Date.UTC(1996, 0, 1);

/** 01:00 UTC of the last Sunday of a month (0-based) of a year. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

let platformClock: Intl.DateTimeFormat | undefined;

/** Before 1996: what the platform's tz database says, in whole seconds (local mean time had them). */
function platformOffsetMs(ms: number): number {
  platformClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part = Object.fromEntries(
    platformClock.formatToParts(new Date(ms)).map((p) => [p.type, p.value]),
  );
  const year = part.era === 'BC' ? 1 - Number(part.year) : Number(part.year);
  const wall = new Date(0);
  wall.setUTCFullYear(year, Number(part.month) - 1, Number(part.day));
  wall.setUTCHours(Number(part.hour), Number(part.minute), Number(part.second));
  return wall.getTime() - (ms - (((ms % 1000) + 1000) % 1000));
}

/** Rome's offset from UTC at an instant (milliseconds since the epoch), in milliseconds. */
export function romeOffsetMs(ms: number): number {
  if (ms < EU_RULE_FROM) return platformOffsetMs(ms);
  const year = new Date(ms).getUTCFullYear();
  const summer = ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

/**
 * Rome's wall clock at an instant, as a Date whose UTC fields read it (getUTCHours() is the hour
 * in Rome). An invalid date throws a RangeError, as Intl's formatters do.
 */
export function romeWallClock(instant: Date): Date {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  return new Date(ms + romeOffsetMs(ms));
}

/**
 * The instant Rome's calendar day `YYYY-MM-DD` begins. The clocks change at 02:00 and 03:00 in
 * Rome, never across midnight, so the offset at UTC midnight of that date is the one of Rome's
 * midnight (22:00 or 23:00 UTC of the day before).
 */
export function romeMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(utcMidnight)) throw new RangeError(`Invalid day: ${day}`);
  return new Date(utcMidnight - romeOffsetMs(utcMidnight));
}
