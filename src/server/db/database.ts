import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import { IdentityWriteWatcher } from './identity-writes';
import type { DB } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** Where the data lives: the backup reads it from there, outside the app's connection. */
  location: { sqliteFile: string } | { url: string };
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** postgres://… selects PostgreSQL; absent means SQLite at sqliteFile. */
  databaseUrl?: string;
  sqliteFile: string;
  /** Told when PostgreSQL drops an idle pooled connection (restart, failover, admin kill). */
  onConnectionError?: (error: Error) => void;
}

const SQLITE_PRAGMAS = {
  journal_mode: 'wal',
  synchronous: 2, // FULL: a committed ticket survives a power cut
  foreign_keys: 1,
  busy_timeout: 5000,
  // Deleted or overwritten rows are zeroed in the file, not left in free space: an erased
  // customer's data must not stay readable in the database (GDPR art. 17, decision 038).
  secure_delete: 1,
} as const;

export function createDatabase(config: DatabaseConfig): Database {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.onConnectionError)
    : openSqlite(config.sqliteFile);
}

function openSqlite(file: string): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(file);
  for (const [name, value] of Object.entries(SQLITE_PRAGMAS)) sqlite.pragma(`${name} = ${value}`);
  assertSqlitePragmas(sqlite);
  ownerOnly(file);
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new IdentityWriteWatcher()],
  });
  return { db, dialect: 'sqlite', location: { sqliteFile: file }, close: () => db.destroy() };
}

/**
 * Transactions take the write lock when they begin (`begin immediate`), not at their first write.
 * Another connection to the file (a CLI such as `user:create` while the app runs, a test's
 * direct writes) may commit between a deferred transaction's first read and its first write;
 * SQLite then refuses the write at once with SQLITE_BUSY, without waiting `busy_timeout`. Taken
 * at the start, the lock waits its turn instead. The app itself has one connection, so its own
 * transactions queue as before.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Customer data is for the account that runs the app (the database and its WAL were
 * 0644, readable by every local user). New files follow from the umask the services set; this
 * also closes up the files of an install made before. SQLite gives -wal/-shm the database's mode.
 */
function ownerOnly(file: string): void {
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(name)) fs.chmodSync(name, 0o600);
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs about as much as running a short indexed
 * query. The app issues a few hundred distinct SQL texts at most, so keep their statements
 * (least recently used out first). A statement still iterating is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

/** Refuse to run on a connection that did not take the durability settings. */
export function assertSqlitePragmas(sqlite: SQLite.Database): void {
  for (const [name, expected] of Object.entries(SQLITE_PRAGMAS)) {
    const actual = sqlite.pragma(name, { simple: true });
    if (String(actual).toLowerCase() !== String(expected)) {
      throw new Error(`SQLite: PRAGMA ${name} è ${String(actual)}, atteso ${expected}`);
    }
  }
}

// pg returns int8 and numeric as strings; counts and sums are numbers for us.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return Number;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

function openPostgres(connectionString: string, onError?: (error: Error) => void): Database {
  const pool = new pg.Pool({ connectionString, max: 10, types: pgTypes });
  // The pool discards the broken client and the next query opens a new one; without a listener
  // Node would treat the error as unhandled and stop the whole server.
  pool.on('error', (error) => onError?.(error));
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new IdentityWriteWatcher()],
  });
  return {
    db,
    dialect: 'postgres',
    location: { url: connectionString },
    close: () => db.destroy(),
  };
}
