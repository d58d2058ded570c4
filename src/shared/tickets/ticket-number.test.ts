import { describe, expect, it } from 'vitest';
import { formatTicketNumber, parseTicketNumber, ticketPeriod } from './ticket-number';

describe('ticket numbers', () => {
  it('pads the sequence to 4 digits and grows to 5 and more', () => {
    expect(formatTicketNumber('2026-03', 1)).toBe('FM-2026-03-0001');
    expect(formatTicketNumber('2026-03', 9999)).toBe('FM-2026-03-9999');
    expect(formatTicketNumber('2026-03', 10000)).toBe('FM-2026-03-10000');
    expect(formatTicketNumber('2026-12', 123456)).toBe('FM-2026-12-123456');
  });

  it('refuses a bad period or sequence', () => {
    expect(() => formatTicketNumber('2026-3', 1)).toThrow();
    expect(() => formatTicketNumber('2026-03', 0)).toThrow();
    expect(() => formatTicketNumber('2026-03', 1.5)).toThrow();
  });

  it('parses what it formats', () => {
    expect(parseTicketNumber('FM-2026-03-10000')).toEqual({ period: '2026-03', sequence: 10000 });
    expect(parseTicketNumber('FM-2026-03-001')).toBeNull();
    expect(parseTicketNumber('QT-2026-03-1234')).toBeNull();
  });

  it('takes the month in Europe/Rome, not UTC (summer and winter time)', () => {
    expect(ticketPeriod(new Date('2026-03-31T21:59:59Z'))).toBe('2026-03'); // 23:59:59 CEST
    expect(ticketPeriod(new Date('2026-03-31T22:00:00Z'))).toBe('2026-04'); // 00:00 CEST
    expect(ticketPeriod(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12'); // 23:59:59 CET
    expect(ticketPeriod(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01');
  });

  it('answers for the instant asked, whatever it answered last', () => {
    const lastOf2026 = new Date('2026-12-31T22:30:00Z');
    const firstOf2027 = new Date('2026-12-31T23:30:00Z');
    for (const [now, period] of [
      [lastOf2026, '2026-12'],
      [lastOf2026, '2026-12'],
      [firstOf2027, '2027-01'],
      [lastOf2026, '2026-12'],
      [new Date('2026-12-31T23:00:00Z'), '2027-01'],
    ] as const)
      expect(ticketPeriod(now)).toBe(period);
  });
});
