import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createAuth } from '../../src/server/auth/auth';
import { createDatabase, type Database, type DialectName } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { sdiExportFiles } from '../../src/server/features/sdi/sdi-export-files';
import { sdiStateCondition } from '../../src/server/features/sdi/sdi-transmissions.service';
import { createUser } from '../../src/server/features/users/users.service';
import type { AppDeps } from '../../src/server/http/context';
import { MailWorker } from '../../src/server/jobs/mail-worker';
import { createLogger } from '../../src/server/logger';
import { fixedSender } from '../../src/server/mail/mail-senders';
import { MailServerConfig } from '../../src/server/mail/mail-server-config';
import {
  createSecretBox,
  MAIL_PASSWORD_PURPOSE,
  SDI_CREDENTIALS_PURPOSE,
} from '../../src/server/mail/secret-box';
import { createLocalDiskStorage } from '../../src/server/storage/local-disk-storage';

/** The first staff account, which the benchmarks sign in as. */
export const BENCH_LOGIN = { email: 'tecnico1@laboratorio.it', password: 'Banco-Di-Prova-2026' };
/** The admin of the three accounts (the third), for the admin-only routes. */
export const BENCH_ADMIN_LOGIN = {
  email: 'tecnico3@laboratorio.it',
  password: BENCH_LOGIN.password,
};
const AUTH_SECRET = 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface BenchApp {
  engine: DialectName;
  database: Database;
  deps: AppDeps;
  /** DATA_DIR for a server started on this database (the SQLite file lives there). */
  dataDir: string;
  authSecret: string;
  /** Where another connection goes: the SQLite file or the PostgreSQL URL. */
  location: string;
  staffIds: string[];
  close(): Promise<void>;
}

/**
 * A fresh database of its own (the app's migrations, three staff accounts) and the app's
 * services on it, removed again by close(). Nothing listens here: the benchmarks start servers.
 */
export async function openBenchApp(engine: DialectName, pgAdminUrl: string): Promise<BenchApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-bench-'));
  const pgName = `sportello_bench_${process.pid}`;
  let location = path.join(dir, 'sportello.db');
  if (engine === 'postgres') {
    await adminQuery(pgAdminUrl, `DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
    await adminQuery(pgAdminUrl, `CREATE DATABASE ${pgName}`);
    const url = new URL(pgAdminUrl);
    url.pathname = `/${pgName}`;
    location = url.toString();
  }
  const database = createDatabase(
    engine === 'postgres' ? { databaseUrl: location, sqliteFile: '' } : { sqliteFile: location },
  );
  await migrateToLatest(database.db as unknown as Kysely<unknown>);
  const logger = createLogger('silent');
  const clock = () => new Date();
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    auth: createAuth({
      db: database.db,
      dialect: database.dialect,
      secret: AUTH_SECRET,
      sessionIdleMinutes: 720,
      signInPerMinute: 10_000,
      sendResetPassword: async () => {},
    }),
    logger,
    clock,
    storage: createLocalDiskStorage(dir),
    sdiBox: createSecretBox(AUTH_SECRET, SDI_CREDENTIALS_PURPOSE),
    sdiExportFiles,
    sdiStateCondition,
    dataDir: dir,
    databaseLocation: database.location,
    version: 'bench',
    trustProxy: false,
    mailServer: new MailServerConfig({
      db: database.db,
      box: createSecretBox(AUTH_SECRET, MAIL_PASSWORD_PURPOSE),
    }),
    mail: new MailWorker({
      db: database.db,
      dialect: database.dialect,
      logger,
      clock,
      senders: fixedSender(null),
      linkOrigin: 'http://localhost',
    }),
  };
  // The app's own daily backup would run at every server start and disturb what is measured.
  await database.db
    .insertInto('settings')
    .values({ key: 'backup_enabled', value: 'false', updated_at: new Date().toISOString() })
    .execute();
  const staffIds: string[] = [];
  for (const [i, role] of (['employee', 'employee', 'admin'] as const).entries()) {
    const user = await createUser(deps, {
      email: i === 0 ? BENCH_LOGIN.email : `tecnico${i + 1}@laboratorio.it`,
      name: `Tecnico ${i + 1}`,
      role,
      password: BENCH_LOGIN.password,
    });
    staffIds.push(user.id);
  }
  return {
    engine,
    database,
    deps,
    dataDir: dir,
    authSecret: AUTH_SECRET,
    location,
    staffIds,
    async close() {
      await database.close();
      if (engine === 'postgres') {
        await adminQuery(pgAdminUrl, `DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at this URL (benchmarks and drills skip it otherwise). */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
