import { describe, expect, it } from 'vitest';
import { daysOfSeconds, euros, percent } from './report-format';

describe('report figures', () => {
  it('write a time in days, hours or minutes as it is long', () => {
    expect(daysOfSeconds(9 * 86_400)).toBe('9 gg');
    expect(daysOfSeconds(1.25 * 86_400)).toBe('1,3 gg');
    expect(daysOfSeconds(5 * 3_600)).toBe('5 h');
    expect(daysOfSeconds(120)).toBe('2 min');
    expect(daysOfSeconds(3)).toBe('meno di 1 min');
  });

  it('write cents as euros and shares as percentages', () => {
    expect(euros(12_990)).toMatch(/^129,90\s€$/);
    expect(euros(null)).toBe('—');
    expect(percent(0.5)).toMatch(/^50\s?%$/);
  });
});
