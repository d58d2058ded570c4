import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUBLIC_PRIORITY,
  DEFAULT_STAFF_PRIORITY,
  isTicketPriority,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_PRIORITY_RANK,
} from './ticket-priority';

describe('ticket priorities', () => {
  it('labels low, medium and high in Italian', () => {
    expect(TICKET_PRIORITIES.map((p) => TICKET_PRIORITY_LABELS[p])).toEqual([
      'Bassa',
      'Media',
      'Alta',
    ]);
  });

  it('ranks high above medium above low', () => {
    const sorted = [...TICKET_PRIORITIES].sort(
      (a, b) => TICKET_PRIORITY_RANK[b] - TICKET_PRIORITY_RANK[a],
    );
    expect(sorted).toEqual(['high', 'medium', 'low']);
  });

  it('defaults to medium for staff and low for the public form', () => {
    expect(DEFAULT_STAFF_PRIORITY).toBe('medium');
    expect(DEFAULT_PUBLIC_PRIORITY).toBe('low');
    expect(isTicketPriority('urgent')).toBe(false);
  });
});
