import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors';
import { consume, countInWindow, type Limit } from '../rate-limit/rate-limit';

/** Wrong passwords an account may take in an hour, from all addresses together (issue 17). */
export const ACCOUNT_FAILURES_PER_HOUR = 100;

const accountLimit = (email: string): Limit => ({
  bucket: `sign-in-failures:${email.trim().toLowerCase()}`,
  windowMs: 60 * 60_000,
  max: ACCOUNT_FAILURES_PER_HOUR,
});

/**
 * The per-address limit (better-auth, 10 a minute) does not stop a guesser with many addresses:
 * 3 addresses × 10 wrong passwords were all checked. Failures are also counted per account; past
 * the limit the password is not even checked until the hour ends. Database rows, so a restart
 * or a second process does not reset them. Successes never count.
 */
export async function assertAccountNotLocked(db: Kysely<DB>, email: string, now: Date) {
  const limit = accountLimit(email);
  const count = await countInWindow(db, limit, now);
  if (count < limit.max) return;
  throw new AppError(
    429,
    'account_rate_limited',
    'Troppi tentativi non riusciti per questo account. Riprova più tardi.',
  );
}

export async function recordFailedSignIn(db: Kysely<DB>, email: string, now: Date) {
  await consume(db, [accountLimit(email)], now);
}
