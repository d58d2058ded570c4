import type { Kysely } from 'kysely';
import { toBool } from '../db/normalize';
import type { DB } from '../db/schema';
import { AppError } from '../errors';
import { consume, countInWindow, type Limit } from '../rate-limit/rate-limit';

/** Wrong passwords an account may take in an hour, from all addresses together. */
export const ACCOUNT_FAILURES_PER_HOUR = 100;
/**
 * Two-factor challenges (right password, code still to give) an account may open in an hour. Each
 * allows 5 codes (better-auth): 50 guesses an hour at most, where the owner needs one or two.
 */
export const ACCOUNT_CHALLENGES_PER_HOUR = 10;
export const ACCOUNT_LOCKED_MESSAGE =
  'Troppi tentativi non riusciti per questo account. Riprova più tardi.';

const HOUR_MS = 60 * 60_000;
const limitFor =
  (kind: string, max: number) =>
  (email: string): Limit => ({
    bucket: `${kind}:${email.trim().toLowerCase()}`,
    windowMs: HOUR_MS,
    max,
  });
const failures = limitFor('sign-in-failures', ACCOUNT_FAILURES_PER_HOUR);
const challenges = limitFor('sign-in-2fa-challenges', ACCOUNT_CHALLENGES_PER_HOUR);

const locked = () => new AppError(429, 'account_rate_limited', ACCOUNT_LOCKED_MESSAGE);

async function hasTwoFactor(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('two_factor_enabled')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return toBool(row?.two_factor_enabled);
}

/**
 * The per-address limit (better-auth, 10 a minute) does not stop a guesser with many addresses:
 * 3 addresses × 10 wrong passwords were all checked. Failures are also counted per account; past
 * the limit the password is not even checked until the hour ends — unless the account has
 * two-factor: then its owner, from any address, still gets in with the password *and* a code
 * (a guesser who floods the account cannot lock its owner out), while the two-factor step has
 * its own limit per account. Database rows, so a restart or a second process does not reset them.
 */
export async function assertAccountNotLocked(db: Kysely<DB>, email: string, now: Date) {
  if ((await countInWindow(db, challenges(email), now)) >= ACCOUNT_CHALLENGES_PER_HOUR)
    throw locked();
  if ((await countInWindow(db, failures(email), now)) < ACCOUNT_FAILURES_PER_HOUR) return;
  if (!(await hasTwoFactor(db, email))) throw locked();
}

export async function recordFailedSignIn(db: Kysely<DB>, email: string, now: Date) {
  await consume(db, [failures(email)], now);
}

/** A right password on a two-factor account opened a challenge. */
export async function recordTwoFactorChallenge(db: Kysely<DB>, email: string, now: Date) {
  await consume(db, [challenges(email)], now);
}
