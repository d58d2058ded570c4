import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/db-errors';
import type { DB } from '../db/schema';

/** A TOTP code stays valid ~90 s around its step; we remember accepted ones a little longer. */
const REMEMBER_MS = 5 * 60 * 1000;

/**
 * Records that `userId` has just used `code`. Returns false when the same code was already
 * accepted for this user, which makes it a replay (better-auth alone would accept it again).
 */
export async function claimTotpCode(
  db: Kysely<DB>,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const cutoff = new Date(now.getTime() - REMEMBER_MS).toISOString();
  await db.deleteFrom('used_totp_codes').where('used_at', '<', cutoff).execute();
  try {
    await db
      .insertInto('used_totp_codes')
      .values({ user_id: userId, code, used_at: now.toISOString() })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The session a replayed code has just opened, ended at once (better-auth already stored it). */
export async function dropReplayedSession(db: Kysely<DB>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token', '=', token).execute();
}
