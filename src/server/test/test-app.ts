import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createApp } from '../app';
import { createAuth } from '../auth/auth';
import { passwordResetMailer } from '../auth/password-reset';
import type { DB } from '../db/schema';
import { sdiExportFiles } from '../features/sdi/sdi-export-files';
import { sdiStateCondition } from '../features/sdi/sdi-transmissions.service';
import type { AppDeps } from '../http/context';
import { MailWorker } from '../jobs/mail-worker';
import { createLogger } from '../logger';
import { configuredSenders } from '../mail/mail-senders';
import { MailServerConfig } from '../mail/mail-server-config';
import {
  createSecretBox,
  MAIL_PASSWORD_PURPOSE,
  SDI_CREDENTIALS_PURPOSE,
} from '../mail/secret-box';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { certainSignIn, insertAccount, insertSession } from './ready-accounts';
import { createTestDatabase, type TestDatabase } from './test-database';

export const ORIGIN = 'http://localhost';
export const TEST_PASSWORD = 'Riparazione-Sicura-42';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  db: Kysely<DB>;
  database: TestDatabase;
  /** The outbox worker, never started: tests drive it with runOnce(). */
  mail: MailWorker;
  /** Sends a request as a browser on ORIGIN would (JSON body, Origin header, cookies). */
  request(
    method: string,
    path: string,
    options?: { body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Creates an account directly (password TEST_PASSWORD, hashed once per process). */
  addUser(
    role: 'admin' | 'employee' | 'user',
    email?: string,
  ): Promise<{ id: string; email: string }>;
  /**
   * Returns the Cookie header of a new session: inserted directly when signing in certainly
   * succeeds (ready-accounts.ts), otherwise from a sign-in over HTTP, which must answer 200.
   */
  signIn(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

const TEST_AUTH_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface TestAppOptions {
  clock?: () => Date;
  sessionIdleMinutes?: number;
  signInPerMinute?: number;
  /** Deliver e-mail through this server (e.g. an in-process smtp-server); absent → held. */
  smtpUrl?: string;
  /** PUBLIC_URL (auth cookies, trusted origin); absent as in a default install. */
  publicUrl?: string;
  /** TRUST_PROXY: read the client address from X-Forwarded-For. */
  trustProxy?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // Attachment files of this app only, removed by close().
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-files-'));
  const logger = createLogger('silent');
  const clock = options.clock ?? (() => new Date());
  const mailServer = new MailServerConfig({
    db: database.db,
    box: createSecretBox(TEST_AUTH_SECRET, MAIL_PASSWORD_PURPOSE),
    envUrl: options.smtpUrl,
    envFrom: 'Sportello <sportello@test.it>',
  });
  const mail = new MailWorker({
    db: database.db,
    dialect: database.dialect,
    logger,
    clock,
    senders: configuredSenders(mailServer),
    linkOrigin: ORIGIN,
  });
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    secret: TEST_AUTH_SECRET,
    publicUrl: options.publicUrl,
    sessionIdleMinutes: options.sessionIdleMinutes ?? 120,
    signInPerMinute: options.signInPerMinute ?? 1000,
    sendResetPassword: passwordResetMailer({ db: database.db, clock, mail }),
  });
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    auth,
    logger,
    clock,
    storage: createLocalDiskStorage(dataDir),
    version: 'test',
    trustProxy: options.trustProxy ?? false,
    publicUrl: options.publicUrl,
    mail,
    mailServer,
    dataDir,
    databaseLocation: database.location,
    sdiBox: createSecretBox(TEST_AUTH_SECRET, SDI_CREDENTIALS_PURPOSE),
    sdiExportFiles,
    sdiStateCondition,
  };
  const app = createApp(deps);
  let counter = 0;

  const request: TestApp['request'] = (method, path, { body, cookie, headers = {} } = {}) =>
    Promise.resolve(
      app.request(`${ORIGIN}${path}`, {
        method,
        headers: {
          origin: ORIGIN,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );

  return {
    app,
    deps,
    db: database.db,
    database,
    mail,
    request,
    async addUser(role, email) {
      counter += 1;
      const address = email ?? `${role}${counter}-${crypto.randomUUID().slice(0, 8)}@test.it`;
      return insertAccount(auth, {
        email: address,
        name: `${role} ${counter}`,
        role,
        password: TEST_PASSWORD,
      });
    },
    async signIn(email, password = TEST_PASSWORD) {
      const userId = await certainSignIn(database.db, email, password);
      if (userId) return insertSession(auth, userId);
      const response = await request('POST', '/api/auth/sign-in/email', {
        body: { email, password },
      });
      if (response.status !== 200)
        throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      return cookieFrom(response);
    },
    async close() {
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Cookie header a browser would send back after this response. */
export function cookieFrom(response: Response, previous = ''): string {
  const split = (pair: string) => {
    const index = pair.indexOf('=');
    return [pair.slice(0, index), pair.slice(index + 1)] as const;
  };
  const jar = new Map(previous.split('; ').filter(Boolean).map(split));
  for (const header of response.headers.getSetCookie()) {
    const [name, value] = split(header.split(';')[0] ?? '');
    if (value === '' || /max-age=0/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
