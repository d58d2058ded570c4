import { type Expression, type OrderByDirection, type SqlBool, sql } from 'kysely';

/**
 * Keyset paging's WHERE and ORDER BY for a list sorted by one column with the id as tie-break
 * (the cursor holds the last row's pair): a row-value comparison, which both engines serve from
 * a (column, id) index, in the direction of the sort.
 */
export function afterKey(
  columns: readonly [string, string],
  after: readonly [unknown, unknown],
  order: OrderByDirection,
): Expression<SqlBool> {
  const [sort, id] = columns.map((c) => sql.ref(c));
  const comparison = sql.raw(order === 'asc' ? '>' : '<');
  return sql<SqlBool>`(${sort}, ${id}) ${comparison} (${after[0]}, ${after[1]})`;
}
