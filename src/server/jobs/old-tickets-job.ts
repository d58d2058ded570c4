import type { Kysely } from 'kysely';
import { romeToday, TIME_ZONE } from '../../shared/format';
import type { DB } from '../db/schema';
import { checkOldTickets } from '../features/notifications/old-tickets.service';
import type { Logger } from '../logger';
import type { MailRuntime } from './mail-worker';

const romeHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

export interface OldTicketsJobOptions {
  db: Kysely<DB>;
  logger: Logger;
  clock: () => Date;
  mail: MailRuntime;
  /** OLD_TICKETS_CHECK_HOUR: from this hour (Europe/Rome) on, the day's check is due. */
  hour: number;
  checkEveryMs?: number;
}

/**
 * The daily old-ticket notice. Every minute it asks "is it past the hour, and has this process not
 * checked today?"; a restart simply checks again. No lock is needed between processes: the
 * notice's outbox key old-tickets:{Rome day} is unique, so whichever process (or run, or the
 * Settings button) inserts it first wins and every other insert that day is a no-op.
 */
export class OldTicketsJob {
  private lastCheckedDay: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(private readonly options: OldTicketsJobOptions) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.options.checkEveryMs ?? 60_000).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs the check if it is due now; tests call it with their clock. */
  async runIfDue(): Promise<void> {
    const now = this.options.clock();
    const day = romeToday(now);
    if (this.lastCheckedDay === day || Number(romeHour.format(now)) < this.options.hour) return;
    const { db, logger, mail } = this.options;
    try {
      const result = await checkOldTickets({
        db,
        clock: () => now,
        linkOrigin: mail.linkOrigin,
        smtpConfigured: await mail.canSend(),
      });
      this.lastCheckedDay = day;
      if (result.reason === 'sent' || result.reason === 'queued') mail.nudge();
      logger.info({ ...result, day }, 'controllo giornaliero ticket vecchi');
    } catch (error) {
      // Not marked as done: the next tick tries again.
      logger.error({ err: error }, 'Impossibile controllare i ticket vecchi');
    }
  }

  private tick(): void {
    this.running ??= this.runIfDue().finally(() => {
      this.running = null;
    });
  }
}
