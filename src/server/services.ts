import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createAuth } from './auth/auth';
import { passwordResetMailer } from './auth/password-reset';
import { createDatabase, type Database } from './db/database';
import { reportMigrationProgressTo } from './db/migration-progress';
import { migrateToLatest } from './db/migrator';
import type { Env } from './env';
import { storeMissingIssuedFiles } from './features/invoices/invoice-stored-files';
import { sdiExportFiles } from './features/sdi/sdi-export-files';
import { sdiStateCondition } from './features/sdi/sdi-transmissions.service';
import type { AppDeps } from './http/context';
import { type BackgroundJobs, createBackgroundJobs } from './jobs/background-jobs';
import type { Logger } from './logger';
import { MailServerConfig } from './mail/mail-server-config';
import { createSecretBox, MAIL_PASSWORD_PURPOSE, SDI_CREDENTIALS_PURPOSE } from './mail/secret-box';
import { resolveAuthSecret } from './secret';
import { openStorage } from './storage/open-storage';
import { VERSION } from './version';

export interface Services {
  database: Database;
  deps: AppDeps;
  /** Not started here: main.ts starts them, the CLI never does. */
  jobs: BackgroundJobs;
}

/** Database (migrated) and auth for a configuration: shared by the server and the CLI. */
export async function openServices(env: Env, logger: Logger, webRoot?: string): Promise<Services> {
  // Everything the app writes (database, attachments, logo, backups, the auth secret) is for its
  // own account only: files 0600, folders 0700.
  process.umask(0o077);
  fs.mkdirSync(env.dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(env.dataDir, 0o700);
  const database = createDatabase({
    databaseUrl: env.DATABASE_URL,
    sqliteFile: path.join(env.dataDir, 'sportello.db'),
    onConnectionError: (error) =>
      logger.warn({ err: error }, 'connessione a PostgreSQL persa: verrà riaperta'),
  });
  let storage: Awaited<ReturnType<typeof openStorage>>;
  try {
    reportMigrationProgressTo((fields, message) => logger.info(fields, message));
    const applied = await migrateToLatest(database.db as unknown as Kysely<unknown>);
    if (applied.length > 0) logger.info({ applied }, 'migrazioni applicate');
    // Invoices issued before their file was stored get it once, as it was written then.
    const filed = await storeMissingIssuedFiles(database.db);
    if (filed > 0) logger.info({ filed }, 'file XML delle fatture già emesse conservati');
    storage = await openStorage(env);
  } catch (error) {
    await database.close();
    throw error;
  }
  const clock = () => new Date();
  const secret = resolveAuthSecret(env.AUTH_SECRET, env.dataDir);
  const mailServer = new MailServerConfig({
    db: database.db,
    box: createSecretBox(secret, MAIL_PASSWORD_PURPOSE),
    envUrl: env.SMTP_URL,
    envFrom: env.MAIL_FROM,
  });
  const sdiBox = createSecretBox(secret, SDI_CREDENTIALS_PURPOSE);
  const jobs = createBackgroundJobs(env, {
    db: database.db,
    dialect: database.dialect,
    logger,
    clock,
    storage,
    mailServer,
    version: VERSION,
    dataDir: env.dataDir,
    databaseLocation: database.location,
    sdiBox,
  });
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    secret,
    publicUrl: env.PUBLIC_URL,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    signInPerMinute: env.SIGN_IN_LIMIT_PER_MINUTE,
    sendResetPassword: passwordResetMailer({ db: database.db, clock, mail: jobs.mail }),
  });
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    auth,
    logger,
    clock,
    storage,
    version: VERSION,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    mail: jobs.mail,
    mailServer,
    dataDir: env.dataDir,
    databaseLocation: database.location,
    sdiBox,
    sdiExportFiles,
    sdiStateCondition,
    webRoot,
  };
  return { database, deps, jobs };
}
