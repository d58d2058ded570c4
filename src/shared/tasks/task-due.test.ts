import { describe, expect, it } from 'vitest';
import { taskDue } from './task-due';

/**
 * SPEC §9 due colours at their boundaries, with the clock injected: yesterday red, today and
 * today + 3 yellow, today + 4 green, in Europe/Rome, on both sides of the two DST changes.
 */
describe('taskDue', () => {
  const around = (now: string, today: string, days: Record<string, string>) => {
    for (const [due, expected] of Object.entries(days))
      expect(taskDue(due, new Date(now)), `${now} (Rome ${today}) due ${due}`).toBe(expected);
  };

  it('is grey without a due date', () => {
    expect(taskDue(null, new Date())).toBe('none');
  });

  it('reads today in Rome at the autumn change (25 Oct 2026, 25 hours long)', () => {
    // 00:30 CEST on the 25th is still the 24th in UTC.
    around('2026-10-24T22:30:00Z', '2026-10-25', {
      '2026-10-24': 'overdue',
      '2026-10-25': 'soon',
      '2026-10-28': 'soon',
      '2026-10-29': 'later',
    });
    // 23:59 CET, the last minute of the long day.
    around('2026-10-25T22:59:00Z', '2026-10-25', { '2026-10-25': 'soon', '2026-10-29': 'later' });
    // One minute later it is the 26th: the 25th turns red, the 29th yellow.
    around('2026-10-25T23:00:00Z', '2026-10-26', {
      '2026-10-25': 'overdue',
      '2026-10-26': 'soon',
      '2026-10-29': 'soon',
      '2026-10-30': 'later',
    });
  });

  it('reads today in Rome at the spring change (28 Mar 2027, 23 hours long)', () => {
    around('2027-03-27T23:00:00Z', '2027-03-28', {
      '2027-03-27': 'overdue',
      '2027-03-28': 'soon',
      '2027-03-31': 'soon',
      '2027-04-01': 'later',
    });
    around('2027-03-28T21:59:00Z', '2027-03-28', { '2027-03-28': 'soon', '2027-04-01': 'later' });
    around('2027-03-28T22:00:00Z', '2027-03-29', { '2027-03-28': 'overdue', '2027-04-01': 'soon' });
  });

  it('crosses the end of a month and of February', () => {
    around('2027-02-26T12:00:00Z', '2027-02-26', { '2027-03-01': 'soon', '2027-03-02': 'later' });
  });
});
