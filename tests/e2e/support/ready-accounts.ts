import { type Auth, createAuth } from '../../../src/server/auth/auth';
import type { Database } from '../../../src/server/db/database';
import { insertAccount, insertSession } from '../../../src/server/test/ready-accounts';
import type { Role } from '../../../src/shared/roles';
import { type Account, ADMIN, newAccount } from './accounts';
import { openStackDatabase } from './stack-database';
import type { Stack } from './stacks';

/**
 * Accounts and sessions written straight into the e2e server's database (its stack's DATA_DIR
 * file or PostgreSQL database), as better-auth writes them, with the server's secret (from the
 * global setup): a test that only needs someone signed in pays for no password hash, where
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

export function openReadyAccounts(stack: Stack): ReadyAccounts {
  const database: Database = openStackDatabase(stack);
  const auth: Auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    secret: stack.authSecret,
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
