import { hashPassword, makeSignature } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import type { Role } from '../../shared/roles';
import type { Auth } from '../auth/auth';
import { toBool } from '../db/normalize';
import type { DB } from '../db/schema';

/**
 * Accounts and sessions written as better-auth writes them, without paying for a password hash
 * each time. A scrypt hash costs ~300 ms on the CI machine and most suites only need someone
 * signed in: each password is hashed once per process (a real hash, so signing in with it over
 * HTTP still verifies for real), and a session is the row plus the signed cookie better-auth
 * would have set. The suites about passwords and signing in call the HTTP endpoints themselves.
 */

const hashes = new Map<string, Promise<string>>();

/** better-auth's own hash of `password`, computed once per process. */
export function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export interface NewAccount {
  email: string;
  name: string;
  role: Role;
  password: string;
}

/** Inserts the user and its credential account as POST /api/users does (admin createUser). */
export async function insertAccount(
  auth: Auth,
  account: NewAccount,
): Promise<{ id: string; email: string }> {
  const context = await auth.$context;
  const password = await passwordHash(account.password);
  const user = await context.internalAdapter.createUser(
    {
      email: account.email.toLowerCase(),
      name: account.name,
      role: account.role,
    },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    providerId: 'credential',
    accountId: user.id,
    password,
    userId: user.id,
  });
  return { id: user.id, email: user.email };
}

/**
 * A new session of the user (its database hooks run, as at a sign-in) and the Cookie header a
 * browser sends with it: better-auth's session cookie, the token signed with the app's secret.
 */
export async function insertSession(auth: Auth, userId: string): Promise<string> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = await makeSignature(session.token, context.secret);
  const value = encodeURIComponent(`${session.token}.${signature}`);
  return `${context.authCookies.sessionToken.name}=${value}`;
}

/**
 * The user's id when signing in with `password` certainly succeeds without a second step: the
 * stored hash is the one computed here for that password, the account is not disabled and has
 * no two-factor. Anything else (unknown e-mail, another password, ban, 2FA) returns undefined.
 */
export async function certainSignIn(
  db: Kysely<DB>,
  email: string,
  password: string,
): Promise<string | undefined> {
  const known = hashes.get(password);
  if (!known) return undefined;
  const row = await db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .select(['u.id', 'u.banned', 'u.two_factor_enabled', 'a.password'])
    .where('u.email', '=', email.toLowerCase())
    .where('a.provider_id', '=', 'credential')
    .executeTakeFirst();
  if (!row || toBool(row.banned) || toBool(row.two_factor_enabled)) return undefined;
  return row.password === (await known) ? row.id : undefined;
}
