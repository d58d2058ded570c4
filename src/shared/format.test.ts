import { describe, expect, it } from 'vitest';
import { formatEuro, formatMonth, romeDayStart } from './format';

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
});

describe('formatMonth', () => {
  it('names the month in Italian with its year, whatever the time zone', () => {
    expect(formatMonth('2026-11')).toBe('novembre 2026');
    expect(formatMonth('2027-01')).toBe('gennaio 2027');
  });
});
