import { type Kysely, PostgresAdapter } from 'kysely';

/** Column types written once for both engines (ARCHITECTURE §4). */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    instant: postgres ? ('timestamptz' as const) : ('text' as const),
    bool: postgres ? ('boolean' as const) : ('integer' as const),
    falseValue: postgres ? 'false' : '0',
  };
}
