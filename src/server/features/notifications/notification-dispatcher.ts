import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/database';
import { inSavepoint } from '../../db/savepoint';
import type { DB } from '../../db/schema';
import type { Logger } from '../../logger';
import { errorText } from '../../mail/mail-sender';
import { enqueueMessage } from '../../mail/outbox.queries';
import { pendingEventIds, takeEvent } from './notification.queries';
import { messagesForEvent } from './notification-messages';

export interface DispatchContext {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: () => Date;
  logger: Logger;
  linkOrigin: string;
}

/** Failures after which this process sets an event aside. */
export const MAX_EVENT_FAILURES = 5;

/**
 * Turns unprocessed notification events (written by ticket code in the ticket's own transaction)
 * into outbox rows, oldest first.
 *
 * An event that keeps failing (a bug, data the templates choke on) is set aside after
 * MAX_EVENT_FAILURES tries, with an error in the log, so a pile of them can never fill every
 * batch and starve the newer events behind it. The count lives in this process: after a restart
 * (say, with the fix deployed) a set-aside event gets its tries again. It stays unprocessed in the
 * database, where another process or the next start can still take it.
 */
export class NotificationDispatcher {
  private readonly failures = new Map<string, number>();

  constructor(
    private readonly ctx: DispatchContext,
    private readonly maxFailures = MAX_EVENT_FAILURES,
  ) {}

  /** The events this process has stopped trying. */
  get parked(): string[] {
    return [...this.failures].filter(([, n]) => n >= this.maxFailures).map(([id]) => id);
  }

  /**
   * One batch; returns how many messages were queued. The whole batch is one transaction, so a
   * burst of new tickets costs one commit (one fsync) rather than one per ticket on the same
   * connection as the requests; each event has a savepoint of its own, so one that
   * fails is undone alone and its neighbours are still queued.
   */
  async dispatch(limit = 50): Promise<number> {
    const events = await pendingEventIds(this.ctx.db, { limit, skip: this.parked });
    if (events.length === 0) return 0;
    const failed: Array<[string, unknown]> = [];
    const queued = await this.ctx.db.transaction().execute(async (trx) => {
      let count = 0;
      for (const { id } of events) {
        const step = await inSavepoint(trx, () => dispatchEvent(this.ctx, trx, id));
        if (step.ok) count += step.value;
        else failed.push([id, step.error]);
      }
      return count;
    });
    const failedIds = new Set(failed.map(([id]) => id));
    for (const { id } of events) if (!failedIds.has(id)) this.failures.delete(id);
    for (const [id, error] of failed) this.recordFailure(id, error);
    return queued;
  }

  private recordFailure(eventId: string, error: unknown): void {
    const failures = (this.failures.get(eventId) ?? 0) + 1;
    this.failures.set(eventId, failures);
    const context = { err: error, event_id: eventId, failures };
    if (failures >= this.maxFailures) {
      this.ctx.logger.error(
        { ...context, error: errorText(error) },
        'evento di notifica accantonato dopo troppi errori: nessuna e-mail finché il processo non riparte',
      );
    } else {
      // Left unprocessed: the next pass tries again.
      this.ctx.logger.error(context, 'evento di notifica non elaborato');
    }
  }
}

/**
 * One event: mark it processed and queue its messages, or neither (the caller's savepoint).
 * Marking comes first so the work starts by writing: on PostgreSQL a second process blocks on the
 * row and then finds it processed; SQLite never has to upgrade a read lock. Outbox keys make even
 * a replay harmless.
 */
async function dispatchEvent(
  ctx: DispatchContext,
  trx: Transaction<DB>,
  eventId: string,
): Promise<number> {
  const now = ctx.clock().toISOString();
  const event = await takeEvent(trx, eventId, now);
  if (!event) return 0;
  let queued = 0;
  for (const message of await messagesForEvent(trx, event, ctx.linkOrigin)) {
    if (await enqueueMessage(trx, message, now)) queued += 1;
  }
  return queued;
}
