import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface Limit {
  /** What is counted, e.g. `public-submit:ip:1.2.3.4`. */
  bucket: string;
  windowMs: number;
  max: number;
}

/**
 * Fixed-window counters kept in the database, so a restart does not reset them and several
 * processes share them. One upsert per limit; the request is refused when any limit is exceeded.
 * Returns the seconds until the tightest exceeded window ends, or 0 when the request may go on.
 */
export async function consume(db: Kysely<DB>, limits: Limit[], now: Date): Promise<number> {
  let retryAfter = 0;
  for (const limit of limits) {
    const windowStart = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
    const row = await db
      .insertInto('rate_limit_counters')
      .values({ bucket: limit.bucket, window_start: windowStart, count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['bucket', 'window_start'])
          .doUpdateSet((eb) => ({ count: eb('rate_limit_counters.count', '+', 1) })),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    if (Number(row.count) > limit.max) {
      const endsIn = Math.ceil((windowStart + limit.windowMs - now.getTime()) / 1000);
      retryAfter = Math.max(retryAfter, endsIn);
    }
  }
  return retryAfter;
}

/** How many times the limit's bucket was counted in the current window (nothing is counted). */
export async function countInWindow(db: Kysely<DB>, limit: Limit, now: Date): Promise<number> {
  const windowStart = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('count')
    .where('bucket', '=', limit.bucket)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Drops windows that started more than two days ago (the longest window is one day, and some
 * buckets are cut on Rome's wall clock, a couple of hours off UTC), and better-auth's sign-in
 * counters untouched for a day (its windows are a minute long). One DELETE each: running it from
 * several processes at once is harmless. Returns how many rows went.
 */
export async function pruneCounters(db: Kysely<DB>, now: Date): Promise<number> {
  const counters = await db
    .deleteFrom('rate_limit_counters')
    .where('window_start', '<', now.getTime() - 2 * DAY_MS)
    .executeTakeFirst();
  const authLimits = await db
    .deleteFrom('rate_limits')
    .where('last_request', '<', now.getTime() - DAY_MS)
    .executeTakeFirst();
  return Number(counters.numDeletedRows) + Number(authLimits.numDeletedRows);
}

/**
 * A counter row kept for its own sake (the honeypot's fake tickets): a bucket with a start and a
 * count, pruned with the windows after two days.
 */
export async function storeCounter(
  db: Kysely<DB>,
  row: { bucket: string; windowStart: number; count: number },
): Promise<void> {
  await db
    .insertInto('rate_limit_counters')
    .values({ bucket: row.bucket, window_start: row.windowStart, count: row.count })
    .execute();
}

/** The counter stored for a bucket, whatever its window (null: none). */
export async function readCounter(
  db: Kysely<DB>,
  bucket: string,
): Promise<{ windowStart: number; count: number } | null> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select(['window_start', 'count'])
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  return row ? { windowStart: Number(row.window_start), count: Number(row.count) } : null;
}
