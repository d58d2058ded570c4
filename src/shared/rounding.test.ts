import { describe, expect, it } from 'vitest';
import { divRoundHalfAway } from './rounding';

describe('divRoundHalfAway', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(divRoundHalfAway(5n, 2n)).toBe(3n);
    expect(divRoundHalfAway(-5n, 2n)).toBe(-3n);
    expect(divRoundHalfAway(4n, 3n)).toBe(1n);
    expect(divRoundHalfAway(-4n, 3n)).toBe(-1n);
    expect(divRoundHalfAway(0n, 7n)).toBe(0n);
  });

  it('refuses a divisor that is not positive', () => {
    expect(() => divRoundHalfAway(1n, 0n)).toThrow(RangeError);
  });
});
