import { z } from 'zod';
import { INVALID_CURSOR, type SortOrder } from '../../../shared/paging';
import { badRequest } from '../../errors';
import { decodeCursor as decodeKey, encodeCursor as encodeKey } from '../../http/paging';

/**
 * The ticket list's keyset: the sort key of the last row sent. It also names the sort it belongs
 * to, so a cursor cannot be replayed under another order.
 */
export type TicketSort = 'created_at' | 'priority';
export type { SortOrder };

export interface TicketCursor {
  sort: TicketSort;
  order: SortOrder;
  /** priority_rank; only for the priority sort. */
  rank?: number;
  created_at: string;
  id: string;
}

const keySchema = z.object({
  s: z.enum(['created_at', 'priority']),
  o: z.enum(['asc', 'desc']),
  r: z.number().int().min(1).max(3).optional(),
  c: z.iso.datetime(),
  i: z.uuid(),
});

/** What goes into the cursor (http/paging.ts encodes it). */
export function cursorKey(cursor: TicketCursor): z.infer<typeof keySchema> {
  return { s: cursor.sort, o: cursor.order, r: cursor.rank, c: cursor.created_at, i: cursor.id };
}

export function encodeCursor(cursor: TicketCursor): string {
  return encodeKey(cursorKey(cursor));
}

/** The cursor for this sort and order, or a 400 for anything forged, stale or garbled. */
export function decodeCursor(raw: string, sort: TicketSort, order: SortOrder): TicketCursor {
  const { s, o, r, c, i } = decodeKey(raw, keySchema);
  if (s !== sort || o !== order || (s === 'priority') !== (r !== undefined)) {
    throw badRequest(INVALID_CURSOR);
  }
  return { sort: s, order: o, rank: r, created_at: c, id: i };
}
