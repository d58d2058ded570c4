import { describe, expect, it } from 'vitest';
import { toIso } from './normalize';

describe('toIso', () => {
  it('gives one UTC form whatever shape an engine handed back', () => {
    expect(toIso('2026-03-31T21:59:59.123Z')).toBe('2026-03-31T21:59:59.123Z');
    expect(toIso(new Date(Date.UTC(2026, 2, 31, 22)))).toBe('2026-03-31T22:00:00.000Z');
    // SQLite's CURRENT_TIMESTAMP: UTC without a zone.
    expect(toIso('2026-03-31 22:00:00')).toBe('2026-03-31T22:00:00.000Z');
    expect(toIso('2026-04-01T00:00:00+02:00')).toBe('2026-03-31T22:00:00.000Z');
    expect(toIso('2026-03-31T22:00:00Z')).toBe('2026-03-31T22:00:00.000Z');
    expect(toIso(null)).toBeNull();
  });
});
