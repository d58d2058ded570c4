import { describe, expect, it } from 'vitest';
import { plural, romeDayStart } from './format';

describe('romeDayStart', () => {
  it('is 23:00 UTC the day before in winter and 22:00 in summer, on the change days too', () => {
    expect(romeDayStart('2026-11-15')).toBe('2026-11-14T23:00:00.000Z');
    expect(romeDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    expect(romeDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(romeDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
  });
});

describe('plural', () => {
  it('uses the singular for exactly one, the plural for 0 and more', () => {
    expect([0, 1, 2].map((n) => `${n} ${plural(n, 'riga', 'righe')}`)).toEqual([
      '0 righe',
      '1 riga',
      '2 righe',
    ]);
  });
});
