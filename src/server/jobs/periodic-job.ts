import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Logger } from '../logger';
import { runOnceAcrossInstances } from './run-lease';

export interface PeriodicJobOptions {
  db: Kysely<DB>;
  /** The job's name in scheduled_runs, the same in every instance. */
  name: string;
  clock: () => Date;
  /** Logged when a pass fails; the next pass tries again. */
  failureMessage: string;
  logger: Logger;
  everyMs: number;
  task: () => Promise<unknown>;
}

/**
 * Upkeep the app runs beside answering requests: once per period of `everyMs` (an hour) across
 * all instances, claimed in scheduled_runs (run-lease.ts). Each instance checks at start and six
 * times a period, so a period whose holder crashed is taken over once its lease runs out. One pass
 * at a time; a failure is logged, never thrown, and the period is tried again at the next check.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(private readonly options: PeriodicJobOptions) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.options.everyMs / 6).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async runOnce(): Promise<void> {
    const { db, name, clock, everyMs, task } = this.options;
    const now = clock();
    const period = new Date(Math.floor(now.getTime() / everyMs) * everyMs).toISOString();
    try {
      await runOnceAcrossInstances({ db, job: name, ttlMs: everyMs }, period, now, async () => {
        await task();
      });
    } catch (error) {
      this.options.logger.error({ err: error }, this.options.failureMessage);
    }
  }

  private tick(): void {
    this.running ??= this.runOnce().finally(() => {
      this.running = null;
    });
  }
}
