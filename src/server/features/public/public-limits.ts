import type { Kysely } from 'kysely';
import { romeWallClock } from '../../../shared/rome-time';
import type { DB } from '../../db/schema';
import { consume, type Limit } from '../../rate-limit/rate-limit';

/**
 * The public pages' anti-automation limits (anchors-reliability §5), counted in the database.
 * Per-address limits are checked before the global one, so one noisy address cannot use up the
 * whole shop's daily allowance with requests that were refused anyway. The windows are fixed, so
 * up to twice a limit can pass around a window's edge: accepted, as the limits are generous
 * against abuse, not exact quotas (docs/decisions/006).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMIT_MESSAGES = {
  submissions: 'Ha inviato troppe richieste da questa connessione. Riprovi più tardi.',
  daily: 'Il modulo ha ricevuto troppe richieste oggi. Riprovi domani o contatti il negozio.',
  lookups: 'Troppe richieste in poco tempo. Attenda un minuto e riprovi.',
} as const;

export type LimitKind = keyof typeof LIMIT_MESSAGES;

export interface LimitVerdict {
  kind: LimitKind;
  retryAfter: number;
}

/**
 * An IPv6 client usually owns a whole /64, so it is counted as one address; IPv4 as it is.
 * Exported for tests.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** Every submission attempt, valid or not: parsing an upload costs the server either way. */
function attemptLimits(address: string): Limit[] {
  return [{ bucket: `public-attempt:${address}`, windowMs: 10 * MINUTE, max: 30 }];
}

async function check(
  db: Kysely<DB>,
  limits: Limit[],
  kind: LimitKind,
  now: Date,
): Promise<LimitVerdict | null> {
  const retryAfter = await consume(db, limits, now);
  return retryAfter > 0 ? { kind, retryAfter } : null;
}

export function limitAttempt(db: Kysely<DB>, ip: string, now: Date) {
  return check(db, attemptLimits(addressKey(ip)), 'submissions', now);
}

/** The shop's settings for accepted tickets (Settings → Ticket). */
export interface SubmissionCaps {
  perAddressHour: number;
  perAddressDay: number;
  allAddressesDay: number;
}

/**
 * Tickets accepted (or faked for a bot) per address, an hour and a Rome day (both counted on
 * every call, as one consume() would), then the shop's daily cap for everyone.
 */
export async function limitSubmission(
  db: Kysely<DB>,
  ip: string,
  caps: SubmissionCaps,
  now: Date,
): Promise<LimitVerdict | null> {
  const address = addressKey(ip);
  // Rome's wall clock read as UTC: consume() cuts windows from the epoch, i.e. UTC days; given
  // this, a daily window is the shop's calendar day (it resets at midnight in Rome, 23 or 25
  // hours long when the clocks change). Only the daily limits use it: on the night the clocks go
  // back an hour of wall clock repeats, which would merge two short windows.
  const day = romeWallClock(now);
  const retryAfter = Math.max(
    await consume(
      db,
      [{ bucket: `public-ticket:${address}`, windowMs: HOUR, max: caps.perAddressHour }],
      now,
    ),
    await consume(
      db,
      [{ bucket: `public-ticket-day:${address}`, windowMs: DAY, max: caps.perAddressDay }],
      day,
    ),
  );
  if (retryAfter > 0) return { kind: 'submissions', retryAfter };
  const all = { bucket: 'public-ticket-all', windowMs: DAY, max: caps.allAddressesDay };
  return check(db, [all], 'daily', day);
}

/** Status lookups (pages and API): 60 a minute per address. */
export function limitLookup(db: Kysely<DB>, ip: string, now: Date) {
  const limit = { bucket: `public-lookup:${addressKey(ip)}`, windowMs: MINUTE, max: 60 };
  return check(db, [limit], 'lookups', now);
}
