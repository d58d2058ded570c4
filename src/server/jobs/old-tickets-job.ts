import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { checkOldTickets } from '../features/notifications/old-tickets.service';
import type { Logger } from '../logger';
import type { MailRuntime } from '../mail/mail-runtime';
import { DailyJob } from './daily-job';

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
 * The daily old-ticket notice: one instance's check a day (DailyJob's lease), and the notice's
 * outbox key old-tickets:{Rome day} is unique besides, so the Settings button cannot send a second.
 */
export class OldTicketsJob extends DailyJob {
  constructor({ db, logger, clock, mail, hour, checkEveryMs }: OldTicketsJobOptions) {
    super({
      db,
      name: 'old-tickets-check',
      logger,
      clock,
      checkEveryMs,
      hour: () => hour,
      failureMessage: 'Impossibile controllare i ticket vecchi',
      task: async (day, now) => {
        const result = await checkOldTickets({
          db,
          clock: () => now,
          linkOrigin: mail.linkOrigin,
          smtpConfigured: await mail.canSend(),
        });
        if (result.reason === 'sent' || result.reason === 'queued') mail.nudge();
        logger.info({ ...result, day }, 'controllo giornaliero ticket vecchi');
      },
    });
  }
}
