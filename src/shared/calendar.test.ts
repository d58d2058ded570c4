import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysOf, monthRange, shiftMonth } from './calendar';

describe('calendar', () => {
  it('gives each month its real last day', () => {
    expect(monthRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2100-02').to).toBe('2100-02-28');
    expect(monthRange('2027-04').to).toBe('2027-04-30');
    expect(monthRange('2027-12').to).toBe('2027-12-31');
    expect(daysOf('2027-06')).toHaveLength(30);
  });

  it('moves by months and days across years', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-03-12', 12)).toBe('2027-03-12');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-05-02', 0)).toBe('2026-05-02');
  });
});
