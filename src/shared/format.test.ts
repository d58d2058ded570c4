import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatEuro,
  formatFileSize,
  formatMonth,
  formatPercent,
  MONTH_NAMES,
  romeDayStart,
  romeToday,
} from './format';

describe('romeDayStart', () => {
  it('is 23:00 UTC the day before in winter and 22:00 in summer, on the change days too', () => {
    expect(romeDayStart('2026-11-15')).toBe('2026-11-14T23:00:00.000Z');
    expect(romeDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    expect(romeDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(romeDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
  });
});

describe('formatEuro', () => {
  it('groups thousands from four digits on, with two decimals', () => {
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatEuro(999.99)).toBe('999,99\u00a0€');
    expect(formatEuro(1_234_567)).toBe('1.234.567,00\u00a0€');
    expect(formatEuro(-1234.5)).toBe('-1.234,50\u00a0€');
  });

  it('writes what Intl writes for euro in it-IT', () => {
    const intl = new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      useGrouping: true,
    });
    for (const cents of [0, 1, 99, 100, 12345, 123456, -5, -123456789, 100000000000])
      expect(formatEuro(cents / 100)).toBe(intl.format(cents / 100));
  });
});

describe('formatDecimal, formatPercent, formatFileSize', () => {
  it('write what toLocaleString writes for it-IT', () => {
    for (const v of [22, 4.5, 1234.5, 12345, 0.1234, 2.5])
      expect(formatDecimal(v)).toBe(v.toLocaleString('it-IT'));
    for (const v of [0.125, 0.5, 1, 0.0004, 12.34])
      expect(formatPercent(v)).toBe(
        v.toLocaleString('it-IT', { style: 'percent', maximumFractionDigits: 1 }),
      );
    expect(formatFileSize(3_400)).toBe('3,4 kB');
    expect(formatFileSize(12_500_000)).toBe('12,5 MB');
    expect(formatFileSize(512)).toBe('512 byte');
  });
});

describe('formatDate and formatDateTime', () => {
  it('write Rome’s date and time as Intl does, across the clock changes', () => {
    const date = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    const dateTime = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (
      let ms = Date.UTC(2020, 0, 1);
      ms < Date.UTC(2031, 0, 1);
      ms += 5 * 3_600_000 + 7 * 60_000
    ) {
      const iso = new Date(ms).toISOString();
      expect(formatDate(iso)).toBe(date.format(ms));
      expect(formatDateTime(iso)).toBe(dateTime.format(ms));
    }
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('01/01/2027, 00:30');
    expect(romeToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('formatMonth', () => {
  it('names the month in Italian with its year, whatever the time zone', () => {
    expect(formatMonth('2026-11')).toBe('novembre 2026');
    expect(formatMonth('2027-01')).toBe('gennaio 2027');
  });

  it('names every month as Intl does', () => {
    const intl = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' });
    expect(MONTH_NAMES).toEqual(MONTH_NAMES.map((_, m) => intl.format(Date.UTC(2026, m, 1))));
  });
});
