import { describe, expect, it } from 'vitest';
import { rtDay } from './receipt-corrections';

describe('the day a reso or annullo cites, as the RT answered it', () => {
  it("reads Epson's D/M/YYYY and Custom's ISO date-time", () => {
    expect(rtDay('7/12/2026')).toBe('2026-12-07');
    expect(rtDay('31/1/2027')).toBe('2027-01-31');
    expect(rtDay('2026-12-07T00:15:02')).toBe('2026-12-07');
  });

  it('gives nothing for no date or one that is not a day, so Rome’s day of emission is cited', () => {
    expect(rtDay(null)).toBeNull();
    expect(rtDay('')).toBeNull();
    expect(rtDay('31/2/2026')).toBeNull();
    expect(rtDay('12/2026')).toBeNull();
  });
});
