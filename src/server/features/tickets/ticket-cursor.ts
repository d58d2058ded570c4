import { z } from 'zod';
import { badRequest } from '../../errors';

/**
 * The list's keyset cursor: the sort key of the last row sent, opaque to clients (base64url JSON).
 * It also names the sort it belongs to, so a cursor cannot be replayed under another order.
 */
export type TicketSort = 'created_at' | 'priority';
export type SortOrder = 'asc' | 'desc';

export interface TicketCursor {
  sort: TicketSort;
  order: SortOrder;
  /** priority_rank; only for the priority sort. */
  rank?: number;
  created_at: string;
  id: string;
}

const cursorSchema = z.object({
  s: z.enum(['created_at', 'priority']),
  o: z.enum(['asc', 'desc']),
  r: z.number().int().min(1).max(3).optional(),
  c: z.iso.datetime(),
  i: z.uuid(),
});

export const INVALID_CURSOR = 'Cursore non valido: ricarica la lista';

export function encodeCursor(cursor: TicketCursor): string {
  const body = {
    s: cursor.sort,
    o: cursor.order,
    r: cursor.rank,
    c: cursor.created_at,
    i: cursor.id,
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** The cursor for this sort and order, or a 400 for anything forged, stale or garbled. */
export function decodeCursor(raw: string, sort: TicketSort, order: SortOrder): TicketCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success) throw badRequest(INVALID_CURSOR);
  const { s, o, r, c, i } = parsed.data;
  if (s !== sort || o !== order || (s === 'priority') !== (r !== undefined)) {
    throw badRequest(INVALID_CURSOR);
  }
  return { sort: s, order: o, rank: r, created_at: c, id: i };
}
