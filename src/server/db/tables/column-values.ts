/**
 * Instants are ISO-8601 UTC text on SQLite and timestamptz on PostgreSQL (read back as Date there);
 * booleans are 0/1 on SQLite. Read rows through ../normalize.ts.
 */
export type Instant = string | Date;
export type Bool = boolean | number;
