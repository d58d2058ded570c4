import { z } from 'zod';

/**
 * The query of every list (ARCHITECTURE §5): `limit` ≤ 100 (default 50), an opaque keyset
 * `cursor`, and per resource a `sort` from its own list and an `order`. A module spreads
 * `pageQuery(...)` into its query schema and adds its filters.
 */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
export const INVALID_CURSOR = 'Cursore non valido: ricarica la lista';
const LIMIT_MESSAGE = `Il limite deve essere un numero tra 1 e ${MAX_PAGE_SIZE}`;

export const pageLimit = z.coerce
  .number(LIMIT_MESSAGE)
  .int(LIMIT_MESSAGE)
  .min(1, LIMIT_MESSAGE)
  .max(MAX_PAGE_SIZE, LIMIT_MESSAGE)
  .default(DEFAULT_PAGE_SIZE);

export const pageCursor = z.string().max(500, INVALID_CURSOR).optional();

export type SortOrder = 'asc' | 'desc';

export function pageQuery<S extends string>(
  sorts: readonly [S, ...S[]],
  defaults: { sort: S; order: SortOrder },
) {
  return {
    sort: z
      .enum(sorts, `Ordinamento non valido: usa ${sorts.join(' o ')}`)
      .default(defaults.sort as never),
    order: z.enum(['asc', 'desc'], 'Direzione non valida: usa asc o desc').default(defaults.order),
    limit: pageLimit,
    cursor: pageCursor,
  };
}
