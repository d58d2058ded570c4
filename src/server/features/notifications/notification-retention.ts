import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Logger } from '../../logger';
import { pruneSentMessages } from '../../mail/outbox-upkeep.queries';
import { pruneProcessedEvents } from './notification.queries';

/** Handled events and delivered e-mails are kept this long (the outbox list shows them). */
export const RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes processed notification events and sent outbox rows older than RETENTION_DAYS, on the
 * first pass of a process and then once a day. Nothing to coordinate between processes: both
 * statements are plain range deletes, so two running at once delete the same rows once.
 * Failed and held messages are kept whatever their age, for an admin to look at.
 */
export class MailRetention {
  private lastRun: number | null = null;

  constructor(private readonly options: { db: Kysely<DB>; clock: () => Date; logger: Logger }) {}

  async runIfDue(): Promise<void> {
    const now = this.options.clock().getTime();
    if (this.lastRun !== null && now - this.lastRun < DAY_MS) return;
    const before = new Date(now - RETENTION_DAYS * DAY_MS).toISOString();
    const events = await pruneProcessedEvents(this.options.db, before);
    const messages = await pruneSentMessages(this.options.db, before);
    this.lastRun = now;
    if (events + messages > 0) {
      this.options.logger.info({ events, messages, before }, 'pulizia di eventi ed e-mail vecchi');
    }
  }
}
