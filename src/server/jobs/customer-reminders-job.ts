import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { sendDueReminders } from '../features/customer-messages/customer-reminders.service';
import type { Logger } from '../logger';
import type { MailRuntime } from '../mail/mail-runtime';
import { DailyJob } from './daily-job';

/** Mid-morning in Rome: the shop is open to answer, and nobody is woken by a reminder. */
export const CUSTOMER_REMINDERS_HOUR = 10;

export interface CustomerRemindersJobOptions {
  db: Kysely<DB>;
  logger: Logger;
  clock: () => Date;
  mail: Pick<MailRuntime, 'linkOrigin' | 'nudge'>;
  checkEveryMs?: number;
}

/**
 * The customers' reminders (Settings → Messaggi ai clienti), once a Rome day from 10:00 across
 * every instance (DailyJob's lease); each reminder's own unique row guards it besides.
 */
export class CustomerRemindersJob extends DailyJob {
  constructor({ db, logger, clock, mail, checkEveryMs }: CustomerRemindersJobOptions) {
    super({
      db,
      name: 'customer-reminders',
      logger,
      clock,
      checkEveryMs,
      hour: () => CUSTOMER_REMINDERS_HOUR,
      failureMessage: 'Impossibile inviare i promemoria ai clienti',
      task: async (day, now) => {
        const queued = await sendDueReminders({ db, now, linkOrigin: mail.linkOrigin });
        if (queued > 0) mail.nudge();
        logger.info({ queued, day }, 'promemoria giornalieri ai clienti');
      },
    });
  }
}
