import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { NotificationDispatcher } from '../features/notifications/notification-dispatcher';
import { MailRetention } from '../features/notifications/notification-retention';
import type { Logger } from '../logger';
import type { MailSender } from '../mail/mail-sender';
import { findMessageState } from '../mail/outbox.queries';
import {
  assertLeaseCoversSend,
  DEFAULT_RETRY_POLICY,
  type DeliveryContext,
  deliverDue,
  type RetryPolicy,
} from '../mail/outbox-delivery';
import { holdDueMessages, releaseHeldMessages } from '../mail/outbox-upkeep.queries';

/** Held messages younger than this are sent once SMTP_URL is set; older ones wait for an admin. */
export const HELD_RELEASE_WINDOW_MS = 48 * 60 * 60_000;

export interface MailWorkerOptions {
  db: Kysely<DB>;
  dialect: DialectName;
  logger: Logger;
  clock: () => Date;
  /** null when SMTP_URL is not set: messages are then parked as 'held'. */
  sender: MailSender | null;
  /** Origin of links in e-mails: PUBLIC_URL, else http://localhost:PORT. */
  linkOrigin: string;
  pollMs?: number;
  batchSize?: number;
  policy?: Partial<RetryPolicy>;
}

export type MessageState = NonNullable<Awaited<ReturnType<typeof findMessageState>>>;

/** What request handlers may ask of the worker (AppDeps.mail). */
export interface MailRuntime {
  readonly linkOrigin: string;
  /** SMTP_URL is set: queued messages can leave (else they are held). */
  readonly smtpConfigured: boolean;
  /** Something was queued: look now rather than at the next poll. */
  nudge(): void;
  /** Tries to deliver one queued message while the caller waits, at most waitMs. */
  deliverNow(id: string, waitMs: number): Promise<MessageState | undefined>;
}

/**
 * Turns notification events into outbox rows and delivers due rows, every few seconds and right
 * after a nudge. Ticket code only writes events, so nothing here can slow down or fail a ticket
 * action. One pass runs at a time per process; across processes the outbox claims keep them apart.
 */
export class MailWorker implements MailRuntime {
  readonly linkOrigin: string;
  readonly smtpConfigured: boolean;
  private readonly delivery: DeliveryContext | null;
  private readonly dispatcher: NotificationDispatcher;
  private readonly retention: MailRetention;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private heldReleased = false;
  private started = false;
  private stopping = false;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: MailWorkerOptions) {
    this.linkOrigin = options.linkOrigin;
    this.smtpConfigured = options.sender !== null;
    this.pollMs = options.pollMs ?? 5_000;
    this.batchSize = options.batchSize ?? 10;
    const policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
    assertLeaseCoversSend(policy);
    this.delivery = options.sender ? { ...options, sender: options.sender, policy } : null;
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
    await this.running;
    this.options.sender?.close();
  }

  nudge(): void {
    if (this.started) this.kick();
  }

  /** One full pass; tests call it directly with their own clock. */
  async runOnce(): Promise<void> {
    const { db, clock } = this.options;
    await this.dispatcher.dispatch();
    if (!this.delivery) {
      await holdDueMessages(db, clock().toISOString());
    } else {
      await this.releaseHeldOnce();
      // A full batch means more may be due; when stopping, the rest waits for the next start.
      let claimed = this.batchSize;
      while (claimed === this.batchSize && !this.stopping) {
        claimed = await deliverDue(this.delivery, { limit: this.batchSize });
      }
    }
    await this.retention.runIfDue();
  }

  async deliverNow(id: string, waitMs: number): Promise<MessageState | undefined> {
    const { db, clock } = this.options;
    const deadline = performance.now() + waitMs;
    if (this.delivery) {
      await deliverDue(this.delivery, { limit: 1, id, signal: AbortSignal.timeout(waitMs) });
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

  /**
   * The first pass of a process that can send: messages held while SMTP_URL was missing (this
   * start is the restart after it was set) go back in the queue. Once per process, so a second
   * process still without SMTP_URL cannot make two of them hand the rows back and forth.
   */
  private async releaseHeldOnce(): Promise<void> {
    if (this.heldReleased) return;
    const now = this.options.clock();
    const since = new Date(now.getTime() - HELD_RELEASE_WINDOW_MS).toISOString();
    const released = await releaseHeldMessages(this.options.db, { now: now.toISOString(), since });
    this.heldReleased = true;
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
