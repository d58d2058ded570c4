import path from 'node:path';
import { type Auth, createAuth } from '../../../src/server/auth/auth';
import { createDatabase, type Database } from '../../../src/server/db/database';
import { insertAccount, insertSession } from '../../../src/server/test/ready-accounts';
import type { Role } from '../../../src/shared/roles';
import { type Account, ADMIN, newAccount } from './accounts';

/**
 * Accounts and sessions written straight into the e2e server's database (its DATA_DIR, or
 * E2E_DATABASE_URL), as better-auth writes them, with the server's secret (E2E_AUTH_SECRET, from
 * the global setup): a test that only needs someone signed in pays for no password hash, where
 * creating the account over the API and signing in cost two on the server. The accounts share one
 * password, hashed once per worker; logging in with it through the form still verifies for real.
 */
export const READY_PASSWORD = 'Sportello-e2e-pronto-42';

export interface ReadyAccounts {
  create(role: Role, label?: string): Promise<Account & { id: string }>;
  /** The session cookie (name and value) of a new session of this account. */
  session(userId: string): Promise<{ name: string; value: string }>;
  adminId(): Promise<string>;
  close(): Promise<void>;
}

export function openReadyAccounts(): ReadyAccounts {
  const secret = process.env.E2E_AUTH_SECRET;
  if (!secret) throw new Error('E2E_AUTH_SECRET is missing: the global setup sets it.');
  const database: Database = createDatabase({
    databaseUrl: process.env.E2E_DATABASE_URL,
    sqliteFile: path.join(process.env.E2E_DATA_DIR ?? '', 'sportello.db'),
  });
  const auth: Auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    secret,
    sessionIdleMinutes: 120,
    signInPerMinute: 1000,
    sendResetPassword: async () => {},
  });
  let adminId: Promise<string> | undefined;
  return {
    async create(role, label) {
      const account = { ...newAccount(role, label), password: READY_PASSWORD };
      const { id } = await insertAccount(auth, account);
      return { ...account, id };
    },
    async session(userId) {
      const header = await insertSession(auth, userId);
      const index = header.indexOf('=');
      return { name: header.slice(0, index), value: header.slice(index + 1) };
    },
    adminId() {
      adminId ??= database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ADMIN.email)
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
      return adminId;
    },
    close: () => database.close(),
  };
}
