import { describe, expect, it } from 'vitest';
import { presetOf, presetRange } from './report-range';

describe('presetRange', () => {
  it('reads each preset from Rome’s today', () => {
    const today = '2026-03-15';
    expect(presetRange('this-month', today)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('last-month', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('this-year', today)).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(presetRange('last-12-months', today)).toEqual({ from: '2025-04-01', to: '2026-03-15' });
    expect(presetOf('2026-02-01', '2026-02-28', today)).toBe('last-month');
    expect(presetOf('2026-02-02', '2026-02-28', today)).toBe('');
  });
});
