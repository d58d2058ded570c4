import type { Kysely } from 'kysely';
import { romeToday } from '../../shared/format';
import { romeWallClock } from '../../shared/rome-time';
import type { DB } from '../db/schema';
import type { Logger } from '../logger';
import { runOnceAcrossInstances } from './run-lease';

export interface DailyJobOptions {
  db: Kysely<DB>;
  /** The job's name in scheduled_runs, the same in every instance. */
  name: string;
  logger: Logger;
  clock: () => Date;
  /** From this hour (Europe/Rome) on, the day's run is due; null: switched off for now. */
  hour: () => number | null | Promise<number | null>;
  /** The day's work; throwing leaves the day not done, so the next tick tries again. */
  task: (day: string, now: Date) => Promise<void>;
  failureMessage: string;
  checkEveryMs?: number;
}

/** A daily run's lease: longer than any backup; a crashed holder's day is taken over after it. */
const DAILY_LEASE_MS = 6 * 60 * 60_000;

/**
 * Work done once a Rome day, from a given hour on. Every minute it asks "is it past the hour, and
 * has this process not done today's run?"; a restart simply asks again, so a PC switched on after
 * the hour catches up. Across instances the day's run is claimed in scheduled_runs (run-lease.ts):
 * one instance runs it, the others see it taken or done.
 */
export class DailyJob {
  private lastDoneDay: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(private readonly options: DailyJobOptions) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.options.checkEveryMs ?? 60_000).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs the task if it is due now; tests call it with their clock. */
  async runIfDue(): Promise<void> {
    const { clock, logger, task } = this.options;
    const now = clock();
    const day = romeToday(now);
    if (this.lastDoneDay === day) return;
    try {
      const hour = await this.options.hour();
      if (hour === null || romeWallClock(now).getUTCHours() < hour) return;
      const { db, name } = this.options;
      const lease = { db, job: name, ttlMs: DAILY_LEASE_MS };
      const result = await runOnceAcrossInstances(lease, day, now, () => task(day, now));
      // Busy: another instance is running today's; ask again at the next check.
      if (result !== 'busy') this.lastDoneDay = day;
    } catch (error) {
      logger.error({ err: error }, this.options.failureMessage);
    }
  }

  private tick(): void {
    this.running ??= this.runIfDue().finally(() => {
      this.running = null;
    });
  }
}
