import type { findMessageState } from './outbox.queries';

export type MessageState = NonNullable<Awaited<ReturnType<typeof findMessageState>>>;

/**
 * What request handlers may ask of the mail worker (AppDeps.mail). Declared here, below the
 * features and the HTTP layer that use it, and implemented by jobs/mail-worker.ts above them.
 */
export interface MailRuntime {
  readonly linkOrigin: string;
  /** A mail server is configured (SMTP_URL or Settings): queued messages can leave. */
  canSend(): Promise<boolean>;
  /** Something was queued: look now rather than at the next poll. */
  nudge(): void;
  /** Tries to deliver one queued message while the caller waits, at most waitMs. */
  deliverNow(id: string, waitMs: number): Promise<MessageState | undefined>;
}
