import { describe, expect, it } from 'vitest';
import { romeMidnight, romeOffsetMs, romeWallClock, TIME_ZONE } from './rome-time';

const HOUR_MS = 3_600_000;

/** Rome's wall clock as Intl reads it from the platform's tz database, as UTC fields. */
const intlClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
function intlWallClock(ms: number): string {
  const p = Object.fromEntries(intlClock.formatToParts(ms).map((x) => [x.type, x.value]));
  const wall = new Date(0);
  wall.setUTCFullYear(Number(p.year), Number(p.month) - 1, Number(p.day));
  wall.setUTCHours(Number(p.hour), Number(p.minute), Number(p.second), ms % 1000);
  return wall.toISOString();
}

describe('romeWallClock', () => {
  it('reads Rome as Intl does every 13 hours of 1996-2100 (every hour of the day, year after year)', () => {
    const mismatches: string[] = [];
    for (let ms = Date.UTC(1996, 0, 1); ms < Date.UTC(2101, 0, 1); ms += 13 * HOUR_MS + 61_001) {
      const ours = romeWallClock(new Date(ms)).toISOString();
      if (ours !== intlWallClock(ms)) mismatches.push(new Date(ms).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('changes at 01:00 UTC on the last Sundays of March and October, minute by minute', () => {
    const mismatches: string[] = [];
    for (let year = 1996; year <= 2100; year++) {
      for (const month of [2, 9]) {
        const lastSunday = new Date(Date.UTC(year, month + 1, 0));
        lastSunday.setUTCDate(lastSunday.getUTCDate() - lastSunday.getUTCDay());
        const change = lastSunday.getTime() + HOUR_MS;
        for (let ms = change - 90 * 60_000; ms <= change + 90 * 60_000; ms += 60_000) {
          if (romeWallClock(new Date(ms)).toISOString() !== intlWallClock(ms))
            mismatches.push(new Date(ms).toISOString());
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('before 1996 follows the platform (other rules, local mean time)', () => {
    for (const iso of ['1995-09-24T00:30:00Z', '1980-07-01T10:00:00Z', '1890-01-01T12:00:00Z']) {
      const ms = Date.parse(iso);
      expect(romeWallClock(new Date(ms)).toISOString().slice(0, 19)).toBe(
        intlWallClock(ms).slice(0, 19),
      );
    }
    // Summer time ended on the last Sunday of September then (the EU rule would still say +2).
    expect(romeOffsetMs(Date.parse('1995-09-24T01:30:00Z'))).toBe(HOUR_MS);
  });

  it('throws on an invalid date, as Intl does', () => {
    expect(() => romeWallClock(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('romeMidnight', () => {
  it('is 23:00 UTC the day before in winter and 22:00 in summer, on the change days too', () => {
    expect(romeMidnight('2026-11-15').toISOString()).toBe('2026-11-14T23:00:00.000Z');
    expect(romeMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(romeMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(romeMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('refuses what is not a day', () => {
    expect(() => romeMidnight('2026-13-01')).toThrow(RangeError);
  });
});
