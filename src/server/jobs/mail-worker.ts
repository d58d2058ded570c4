import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { NotificationDispatcher } from '../features/notifications/notification-dispatcher';
import { MailRetention } from '../features/notifications/notification-retention';
import type { Logger } from '../logger';
import type { MailRuntime, MessageState } from '../mail/mail-runtime';
import type { SenderSource } from '../mail/mail-senders';
import { findMessageState } from '../mail/outbox.queries';
import {
  assertLeaseCoversSend,
  DEFAULT_RETRY_POLICY,
  type DeliveryContext,
  deliverDue,
  type RetryPolicy,
} from '../mail/outbox-delivery';
import { holdDueMessages, releaseHeldMessages } from '../mail/outbox-upkeep.queries';

/** Held messages younger than this leave once a mail server is set; older ones wait for an admin. */
export const HELD_RELEASE_WINDOW_MS = 48 * 60 * 60_000;

export interface MailWorkerOptions {
  db: Kysely<DB>;
  dialect: DialectName;
  logger: Logger;
  clock: () => Date;
  /** The configured mail server; while there is none, due messages are parked as 'held'. */
  senders: SenderSource;
  /** Origin of links in e-mails: PUBLIC_URL, else http://localhost:PORT. */
  linkOrigin: string;
  pollMs?: number;
  batchSize?: number;
  policy?: Partial<RetryPolicy>;
}

const NUDGE_COALESCE_MS = 100;

/**
 * Turns notification events into outbox rows and delivers due rows, every few seconds and right
 * after a nudge. Ticket code only writes events, so nothing here can slow down or fail a ticket
 * action. One pass runs at a time per process; across processes the outbox claims keep them apart.
 */
export class MailWorker implements MailRuntime {
  readonly linkOrigin: string;
  private readonly policy: RetryPolicy;
  private readonly dispatcher: NotificationDispatcher;
  private readonly retention: MailRetention;
  private readonly pollMs: number;
  private readonly batchSize: number;
  /** The mail server this process last released held messages for. */
  private releasedFor: string | null = null;
  private started = false;
  private stopping = false;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private nudged: NodeJS.Timeout | undefined;

  constructor(private readonly options: MailWorkerOptions) {
    this.linkOrigin = options.linkOrigin;
    this.pollMs = options.pollMs ?? 5_000;
    this.batchSize = options.batchSize ?? 10;
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
    assertLeaseCoversSend(this.policy);
    this.dispatcher = new NotificationDispatcher(options);
    this.retention = new MailRetention(options);
  }

  start(): void {
    this.started = true;
    this.stopping = false;
    this.kick();
  }

  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    clearTimeout(this.timer);
    clearTimeout(this.nudged);
    this.nudged = undefined;
    await this.running;
    this.options.senders.close();
  }

  async canSend(): Promise<boolean> {
    return (await this.options.senders.current()) !== null;
  }

  /**
   * Nudges within NUDGE_COALESCE_MS share one pass: a burst of creates costs one dispatch (one
   * commit) instead of one each, competing with the requests themselves.
   */
  nudge(): void {
    if (!this.started || this.nudged) return;
    this.nudged = setTimeout(() => {
      this.nudged = undefined;
      if (this.started) this.kick();
    }, NUDGE_COALESCE_MS).unref();
  }

  /** One full pass; tests call it directly with their own clock. */
  async runOnce(): Promise<void> {
    const { db, clock } = this.options;
    const delivery = await this.deliveryContext();
    if (!delivery) {
      await this.dispatcher.dispatch();
      await holdDueMessages(db, clock().toISOString());
    } else {
      // A full batch means more may be due; when stopping, the rest waits for the next start.
      // New events are turned into messages before each batch: during an outage thousands of
      // retries can be due at once, and they must not hold back the mail of new tickets (the
      // mail drill found their events waiting behind the backlog for minutes).
      let claimed = this.batchSize;
      while (claimed === this.batchSize && !this.stopping) {
        await this.dispatcher.dispatch();
        claimed = await deliverDue(delivery, { limit: this.batchSize });
      }
    }
    await this.retention.runIfDue();
  }

  async deliverNow(id: string, waitMs: number): Promise<MessageState | undefined> {
    const { db, clock } = this.options;
    const deadline = performance.now() + waitMs;
    // Read afresh: the test e-mail must use the server that was just saved.
    const delivery = await this.deliveryContext();
    if (delivery) {
      await deliverDue(delivery, { limit: 1, id, signal: AbortSignal.timeout(waitMs) });
    } else {
      await holdDueMessages(db, clock().toISOString());
    }
    // If another process claimed it first, wait (bounded) for that attempt to end.
    let state = await findMessageState(db, id);
    while (state && !settled(state) && performance.now() < deadline) {
      await sleep(200);
      state = await findMessageState(db, id);
    }
    return state;
  }

  /** How to send now, or null while no mail server is configured. */
  private async deliveryContext(): Promise<DeliveryContext | null> {
    const current = await this.options.senders.current();
    if (!current) return null;
    await this.releaseHeldFor(current.key);
    return { ...this.options, sender: current.sender, policy: this.policy };
  }

  /**
   * The first pass with a new mail server (SMTP_URL at this start, or a server just saved in
   * Settings): messages held while there was none go back in the queue. Once per server and
   * process, so a second process still without one cannot make two of them hand rows back and forth.
   */
  private async releaseHeldFor(key: string): Promise<void> {
    if (this.releasedFor === key) return;
    const now = this.options.clock();
    const since = new Date(now.getTime() - HELD_RELEASE_WINDOW_MS).toISOString();
    const released = await releaseHeldMessages(this.options.db, { now: now.toISOString(), since });
    this.releasedFor = key;
    if (released > 0) this.options.logger.info({ released }, 'e-mail trattenute rimesse in coda');
  }

  private kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.loop().finally(() => {
      this.running = null;
      if (this.started) this.timer = setTimeout(() => this.kick(), this.pollMs).unref();
    });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.runOnce().catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'coda e-mail: passaggio non riuscito'),
      );
    } while (this.again && this.started);
  }
}

/** Delivered, given up, held, or back in the queue after a failed attempt. */
function settled(state: MessageState): boolean {
  if (state.status === 'sending') return false;
  return state.status !== 'pending' || state.last_error !== null;
}
