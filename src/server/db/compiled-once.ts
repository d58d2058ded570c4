import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/**
 * A read compiled once per database handle and then only re-bound: building and compiling a
 * two-dozen-column select costs more CPU than SQLite takes to run it (bench/results/profile.md). The
 * query is built with marker strings for its arguments; each call swaps its own values in for
 * them. Only for queries whose shape does not depend on the argument values; a query taking a
 * list (`in (…)`) is compiled once per length. A transaction is a handle of its own, so inside
 * one the query is compiled as before.
 */
export function compiledOnce<DB, A extends string[], R>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
): (db: Kysely<DB>, ...args: A) => Promise<R[]> {
  const compiled = new WeakMap<Kysely<DB>, Map<number, CompiledQuery<R>>>();
  return async (db, ...args) => {
    const markers = args.map((_, i) => `\u0000compiled-once-${i}\u0000`) as A;
    let byLength = compiled.get(db);
    if (!byLength) {
      byLength = new Map();
      compiled.set(db, byLength);
    }
    let query = byLength.get(args.length);
    if (!query) {
      query = build(db, ...markers).compile();
      byLength.set(args.length, query);
    }
    const parameters = query.parameters.map((value) => {
      const index = markers.indexOf(value as string);
      return index >= 0 ? args[index] : value;
    });
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
