import type { z } from 'zod';
import { INVALID_CURSOR } from '../../shared/paging';
import { badRequest } from '../errors';

/**
 * Keyset paging for every list: the cursor is the sort key of the last row sent, as base64url
 * JSON (opaque to clients), checked against the list's own schema when it comes back; queries
 * fetch one row more than the limit so `toPage` knows whether another page follows.
 */
export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The cursor's key, or 400 'Cursore non valido' for anything forged, stale or garbled. */
export function decodeCursor<T>(raw: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(INVALID_CURSOR);
  return parsed.data;
}

/** The rows of this page and the next page's cursor (null on the last page). */
export function toPage<Row>(
  rows: Row[],
  limit: number,
  keyOf: (last: Row) => unknown,
): { rows: Row[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const more = rows.length > limit && last !== undefined;
  return { rows: page, next_cursor: more ? encodeCursor(keyOf(last)) : null };
}
