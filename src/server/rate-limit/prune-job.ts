import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Logger } from '../logger';
import { pruneCounters } from './rate-limit';

export interface PruneJobOptions {
  db: Kysely<DB>;
  logger: Logger;
  clock: () => Date;
  everyMs?: number;
}

/**
 * Keeps the rate-limit tables from growing forever: prunes at start and then every hour. Every
 * process may run it; the DELETEs do not care who else does.
 */
export class RateLimitPruneJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(private readonly options: PruneJobOptions) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.options.everyMs ?? 60 * 60 * 1000).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; a failure is logged and the next hour tries again. */
  async runOnce(): Promise<void> {
    const { db, logger, clock } = this.options;
    try {
      const removed = await pruneCounters(db, clock());
      if (removed > 0)
        logger.info({ removed }, 'contatori dei limiti di richieste scaduti rimossi');
    } catch (error) {
      logger.error({ err: error }, 'pulizia dei contatori dei limiti non riuscita');
    }
  }

  private tick(): void {
    this.running ??= this.runOnce().finally(() => {
      this.running = null;
    });
  }
}
