import type { Logger } from '../logger';

export interface PeriodicJobOptions {
  /** Logged when a pass fails; the next pass tries again. */
  failureMessage: string;
  logger: Logger;
  everyMs: number;
  task: () => Promise<unknown>;
}

/**
 * Upkeep the app process runs beside answering requests: once at start, then every `everyMs`.
 * One pass at a time; a failure is logged, never thrown. Every task is safe to run from several
 * processes at once (plain DELETEs, idempotent sweeps).
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(private readonly options: PeriodicJobOptions) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.options.everyMs).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async runOnce(): Promise<void> {
    try {
      await this.options.task();
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
