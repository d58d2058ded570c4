import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { decodeCursor, encodeCursor, toPage } from './paging';

describe('keyset paging', () => {
  const key = z.tuple([z.iso.datetime(), z.string()]);

  it('gives back the key it encoded, and refuses a garbled or foreign cursor with 400', () => {
    const raw = encodeCursor(['2026-11-24T10:00:00.000Z', 'abc']);
    expect(decodeCursor(raw, key)).toEqual(['2026-11-24T10:00:00.000Z', 'abc']);
    for (const bad of ['%%%', encodeCursor({ other: 1 }), encodeCursor(['ieri', 'abc'])]) {
      let error: unknown;
      try {
        decodeCursor(bad, key);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 400,
        message: 'Cursore non valido: ricarica la lista',
      });
    }
  });

  it('cuts the extra row and points the cursor at the last row sent', () => {
    const rows = [1, 2, 3];
    const more = toPage(rows, 2, (last) => [String(last)]);
    expect(more.rows).toEqual([1, 2]);
    expect(JSON.parse(Buffer.from(more.next_cursor ?? '', 'base64url').toString())).toEqual(['2']);
    expect(toPage(rows, 3, (last) => [last])).toEqual({ rows: [1, 2, 3], next_cursor: null });
  });
});
