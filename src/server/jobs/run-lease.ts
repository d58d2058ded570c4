import os from 'node:os';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** This process, as the holder of the runs it claims. */
export const PROCESS_HOLDER = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;

export interface RunLease {
  db: Kysely<DB>;
  /** The job's name, the same in every instance. */
  job: string;
  /** How long a claimed run is this holder's before another instance may take it over. */
  ttlMs: number;
  holder?: string;
}

/** claimed: run it now; done: an instance already ran it; busy: another instance is running it. */
export type ClaimResult = 'claimed' | 'done' | 'busy';

/** Finished rows are kept this long (they are also the record of which instance ran what). */
const KEEP_MS = 14 * 24 * 60 * 60_000;

/**
 * Runs `task` for this period if no instance has (a row per job and period: an insert, or the
 * takeover of a run whose holder's lease ran out without finishing). A failed task gives the run
 * back at once, so the next check of any instance tries again.
 */
export async function runOnceAcrossInstances(
  lease: RunLease,
  period: string,
  now: Date,
  task: () => Promise<void>,
): Promise<ClaimResult> {
  const holder = lease.holder ?? PROCESS_HOLDER;
  const claim = await claimRun(lease, holder, period, now);
  if (claim !== 'claimed') return claim;
  const mine = lease.db
    .updateTable('scheduled_runs')
    .where('job', '=', lease.job)
    .where('period', '=', period)
    .where('holder', '=', holder);
  try {
    await task();
  } catch (error) {
    await mine.set({ lease_until: now.toISOString() }).execute();
    throw error;
  }
  await mine.set({ finished_at: new Date().toISOString() }).execute();
  await lease.db
    .deleteFrom('scheduled_runs')
    .where('job', '=', lease.job)
    .where('lease_until', '<', new Date(now.getTime() - KEEP_MS).toISOString())
    .execute();
  return 'claimed';
}

async function claimRun(
  lease: RunLease,
  holder: string,
  period: string,
  now: Date,
): Promise<ClaimResult> {
  const { db, job, ttlMs } = lease;
  const leaseUntil = new Date(now.getTime() + ttlMs).toISOString();
  const claimed = await db
    .insertInto('scheduled_runs')
    .values({ job, period, holder, lease_until: leaseUntil, attempts: 1 })
    .onConflict((oc) =>
      oc
        .columns(['job', 'period'])
        .doUpdateSet((eb) => ({
          holder,
          lease_until: leaseUntil,
          attempts: eb('scheduled_runs.attempts', '+', 1),
        }))
        .where('scheduled_runs.finished_at', 'is', null)
        .where('scheduled_runs.lease_until', '<=', now.toISOString()),
    )
    .returning('attempts')
    .executeTakeFirst();
  if (claimed) return 'claimed';
  const row = await db
    .selectFrom('scheduled_runs')
    .select('finished_at')
    .where('job', '=', job)
    .where('period', '=', period)
    .executeTakeFirst();
  return row?.finished_at ? 'done' : 'busy';
}
