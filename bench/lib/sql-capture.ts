import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from '../../src/server/db/database';
import type { DB } from '../../src/server/db/schema';

/** One statement exactly as the app sent it to the driver. */
export interface Statement {
  sql: string;
  parameters: unknown[];
}

/** Runs one statement and answers its rows. */
export type Execute = (statement: Statement) => Promise<unknown[]>;

export interface SqlRecorder {
  db: Kysely<DB>;
  /** Runs `work` against the database and returns every statement it sent, in order. */
  record(work: (db: Kysely<DB>) => Promise<unknown>): Promise<Statement[]>;
  close(): Promise<void>;
}

/**
 * A Kysely of its own on the benchmark database that writes down what the app's services send,
 * so the bare-driver baseline can replay the very same SQL (transactions included).
 */
export function openSqlRecorder(engine: DialectName, location: string): SqlRecorder {
  let sink: Statement[] | null = null;
  const dialect =
    engine === 'sqlite'
      ? new SqliteDialect({ database: new SQLite(location) })
      : new PostgresDialect({ pool: new pg.Pool({ connectionString: location, max: 1 }) });
  const db = new Kysely<DB>({
    dialect,
    log(event) {
      sink?.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
    },
  });
  return {
    db,
    async record(work) {
      sink = [];
      try {
        await work(db);
        return sink;
      } finally {
        sink = null;
      }
    },
    close: () => db.destroy(),
  };
}
