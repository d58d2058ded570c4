import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../db/database';
import type { DB } from '../db/schema';
import type { Env } from '../env';
import { sweepOrphanAttachmentFiles } from '../features/attachments/attachment-sweep';
import { sweepReceipts } from '../features/receipts/receipts.service';
import { runSdiChannel } from '../features/sdi/sdi-worker.service';
import { sweepOrphanSignatureFiles } from '../features/ticket-checks/ticket-checks.service';
import { purgeDeletedTickets } from '../features/tickets/deleted-tickets.service';
import type { Logger } from '../logger';
import { configuredSenders } from '../mail/mail-senders';
import type { MailServerConfig } from '../mail/mail-server-config';
import type { SecretBox } from '../mail/secret-box';
import { pruneRateLimitCounters } from '../rate-limit/prune-job';
import type { Storage } from '../storage/storage';
import { dailyBackupJob } from './backup-job';
import { CustomerRemindersJob } from './customer-reminders-job';
import { MailWorker } from './mail-worker';
import { OldTicketsJob } from './old-tickets-job';
import { PeriodicJob } from './periodic-job';

export interface BackgroundJobs {
  mail: MailWorker;
  start(): void;
  /** Waits for the pass in progress (an SMTP conversation is capped by its timeouts). */
  stop(): Promise<void>;
}

/**
 * The work the app process does besides answering requests: e-mail, the daily notice, the daily
 * backup, the customers' reminders, and the hourly upkeep: pruning rate-limit counters, sweeping orphaned attachment files and purging
 * tickets deleted more than 30 days ago.
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
    version: string;
    dataDir: string;
    databaseLocation: Database['location'];
    sdiBox: SecretBox;
  },
): BackgroundJobs {
  const senders = configuredSenders(base.mailServer);
  const mail = new MailWorker({ ...base, senders, linkOrigin: linkOrigin(env) });
  const oldTickets = new OldTicketsJob({ ...base, mail, hour: env.OLD_TICKETS_CHECK_HOUR });
  const backup = dailyBackupJob({ ...base, mail });
  const reminders = new CustomerRemindersJob({ ...base, mail });
  const hourly = (name: string, failureMessage: string, task: () => Promise<unknown>) =>
    new PeriodicJob({ ...base, name, failureMessage, everyMs: HOUR_MS, task });
  const upkeep = [
    hourly('rate-limit-prune', 'pulizia dei contatori dei limiti non riuscita', () =>
      pruneRateLimitCounters(base),
    ),
    hourly('attachment-sweep', 'pulizia dei file allegati non riuscita', () =>
      sweepOrphanAttachmentFiles(base),
    ),
    hourly('signature-sweep', 'pulizia dei file delle firme non riuscita', () =>
      sweepOrphanSignatureFiles(base),
    ),
    hourly(
      'deleted-tickets-purge',
      'eliminazione definitiva dei ticket eliminati non riuscita',
      async () => {
        const purged = await purgeDeletedTickets(base);
        if (purged > 0) base.logger.info({ purged }, 'ticket eliminati da 30 giorni rimossi');
      },
    ),
    // The SDI channel's queue and polling: once a minute, so a send leaves within a minute or two.
    new PeriodicJob({
      ...base,
      name: 'sdi-channel',
      failureMessage: 'invio allo SDI o lettura delle notifiche non riuscita',
      everyMs: 60_000,
      task: () => runSdiChannel(base),
    }),
    // Documenti commerciali an outage or a restart left da emettere: retried once a minute.
    new PeriodicJob({
      ...base,
      name: 'receipts-sweep',
      failureMessage: 'nuovo tentativo di stampa dei documenti commerciali non riuscito',
      everyMs: 60_000,
      task: () => sweepReceipts(base),
    }),
  ];
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
      backup.start();
      reminders.start();
      for (const job of upkeep) job.start();
    },
    async stop() {
      for (const job of upkeep) await job.stop();
      await oldTickets.stop();
      await backup.stop();
      await reminders.stop();
      await mail.stop();
    },
  };
}

const HOUR_MS = 60 * 60_000;

/** Links in e-mails need an absolute origin even without PUBLIC_URL: the local one then. */
export function linkOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
