import { describe, expect, it } from 'vitest';
import { romeMidnight, romeOffsetMs, romeWallClock, TIME_ZONE } from './rome-time';

const HOUR_MS = 3_600_000;

/** Rome's wall clock as Intl reads it from the platform's tz database: 2026-12-02 02:05:00. */
const intlClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const intlWallClock = (ms: number) => intlClock.format(ms);
/** Ours in the same shape. */
const ourWallClock = (ms: number) =>
  romeWallClock(new Date(ms)).toISOString().slice(0, 19).replace('T', ' ');

describe('romeWallClock', () => {
  it('reads Rome as Intl does every 13 hours of 1996-2100 (every hour of the day, year after year)', () => {
    const mismatches: string[] = [];
    for (let ms = Date.UTC(1996, 0, 1); ms < Date.UTC(2101, 0, 1); ms += 13 * HOUR_MS + 61_001) {
      if (ourWallClock(ms) !== intlWallClock(ms)) mismatches.push(new Date(ms).toISOString());
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
          if (ourWallClock(ms) !== intlWallClock(ms)) mismatches.push(new Date(ms).toISOString());
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('before 1996 follows the platform (other rules, local mean time)', () => {
    for (const iso of ['1995-09-24T00:30:00Z', '1980-07-01T10:00:00Z', '1890-01-01T12:00:00Z']) {
      const ms = Date.parse(iso);
      expect(ourWallClock(ms)).toBe(intlWallClock(ms));
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
