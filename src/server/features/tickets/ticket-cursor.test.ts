import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './ticket-cursor';

const id = '0b6f9c1e-3f7a-4c2d-9e8b-1a2b3c4d5e6f';
const created_at = '2026-03-31T21:59:59.000Z';

describe('ticket cursor', () => {
  it('round-trips and is opaque base64url', () => {
    const raw = encodeCursor({ sort: 'priority', order: 'asc', rank: 3, created_at, id });
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(raw, 'priority', 'asc')).toEqual({
      sort: 'priority',
      order: 'asc',
      rank: 3,
      created_at,
      id,
    });
  });

  it('refuses a cursor of another sort or order, and anything garbled, with 400', () => {
    const raw = encodeCursor({ sort: 'created_at', order: 'desc', created_at, id });
    for (const [value, sort, order] of [
      [raw, 'priority', 'desc'],
      [raw, 'created_at', 'asc'],
      ['%%%', 'created_at', 'desc'],
      [
        Buffer.from('{"s":"created_at","o":"desc","c":"ieri","i":"x"}').toString('base64url'),
        'created_at',
        'desc',
      ],
      [
        Buffer.from(
          '{"s":"priority","o":"desc","c":"2026-01-01T00:00:00Z","i":"0b6f9c1e-3f7a-4c2d-9e8b-1a2b3c4d5e6f"}',
        ).toString('base64url'),
        'priority',
        'desc',
      ],
    ] as const) {
      expect(() => decodeCursor(value, sort, order)).toThrow(
        expect.objectContaining({ status: 400 }),
      );
    }
  });
});
