import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import type { Env } from '../env';
import { AttachmentSweepJob } from '../features/attachments/attachment-sweep';
import type { Logger } from '../logger';
import { configuredSenders } from '../mail/mail-senders';
import type { MailServerConfig } from '../mail/mail-server-config';
import { RateLimitPruneJob } from '../rate-limit/prune-job';
import type { Storage } from '../storage/storage';
import { MailWorker } from './mail-worker';
import { OldTicketsJob } from './old-tickets-job';

export interface BackgroundJobs {
  mail: MailWorker;
  start(): void;
  /** Waits for the pass in progress (an SMTP conversation is capped by its timeouts). */
  stop(): Promise<void>;
}

/**
 * The work the app process does besides answering requests: e-mail, the daily notice, the
 * hourly pruning of rate-limit counters and the hourly sweep of orphaned attachment files.
 */
export function createBackgroundJobs(
  env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'OLD_TICKETS_CHECK_HOUR'>,
  base: {
    db: Kysely<DB>;
    dialect: DialectName;
    logger: Logger;
    clock: () => Date;
    storage: Storage;
    mailServer: MailServerConfig;
  },
): BackgroundJobs {
  const senders = configuredSenders(base.mailServer);
  const mail = new MailWorker({ ...base, senders, linkOrigin: linkOrigin(env) });
  const oldTickets = new OldTicketsJob({ ...base, mail, hour: env.OLD_TICKETS_CHECK_HOUR });
  const pruneRateLimits = new RateLimitPruneJob(base);
  const sweepAttachments = new AttachmentSweepJob(base);
  return {
    mail,
    start() {
      if (!env.PUBLIC_URL)
        // Customers would get links to this PC's localhost, which opens nothing on their phone.
        base.logger.warn(
          { linkOrigin: linkOrigin(env) },
          'PUBLIC_URL non impostato: i link nelle e-mail ai clienti puntano a localhost',
        );
      mail.start();
      oldTickets.start();
      pruneRateLimits.start();
      sweepAttachments.start();
    },
    async stop() {
      await sweepAttachments.stop();
      await pruneRateLimits.stop();
      await oldTickets.stop();
      await mail.stop();
    },
  };
}

/** Links in e-mails need an absolute origin even without PUBLIC_URL: the local one then. */
export function linkOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
