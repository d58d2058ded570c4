import * as z from 'zod/mini';

/**
 * The query of every list (ARCHITECTURE §5): `limit` ≤ 100 (default 50), an opaque keyset
 * `cursor`, and per resource a `sort` from its own list and an `order`. A module spreads
 * `pageQuery(...)` into its query schema and adds its filters.
 */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
export const INVALID_CURSOR = 'Cursore non valido: ricarica la lista';
const LIMIT_MESSAGE = `Il limite deve essere un numero tra 1 e ${MAX_PAGE_SIZE}`;

export const pageLimit = z._default(
  z.coerce
    .number(LIMIT_MESSAGE)
    .check(
      z.refine(Number.isInteger, LIMIT_MESSAGE),
      z.gte(1, LIMIT_MESSAGE),
      z.lte(MAX_PAGE_SIZE, LIMIT_MESSAGE),
    ),
  DEFAULT_PAGE_SIZE,
);

export const pageCursor = z.optional(z.string().check(z.maxLength(500, INVALID_CURSOR)));

export type SortOrder = 'asc' | 'desc';

export function pageQuery<S extends string>(
  sorts: readonly [S, ...S[]],
  defaults: { sort: S; order: SortOrder },
) {
  return {
    sort: z._default(
      z.enum(sorts, `Ordinamento non valido: usa ${sorts.join(' o ')}`),
      defaults.sort as never,
    ),
    order: z._default(
      z.enum(['asc', 'desc'], 'Direzione non valida: usa asc o desc'),
      defaults.order,
    ),
    limit: pageLimit,
    cursor: pageCursor,
  };
}
