import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import type { Logger } from '../logger';
import { readAttachments } from './mail-attachments';
import { errorText, type MailSender, PermanentMailError } from './mail-sender';
import { type ClaimedMessage, claimDue, confirmLease, recordOutcome } from './outbox.queries';

export interface RetryPolicy {
  /** After this many attempts a message is 'failed' (an admin can resend it). */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further one, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * How long a claim lasts. One message per claim, renewed right before sending, so it must only
   * outlast one SMTP conversation (sendTimeoutMs) plus a margin for clock skew between processes.
   */
  leaseMs: number;
  /** Hard cap on one SMTP conversation. */
  sendTimeoutMs: number;
}

/**
 * 30 s, 1, 2, 4 … 32 min, then hourly: 36 attempts over about 29 hours, so a mail server that is
 * down for a day and a night (or a wrong password fixed the next morning) loses nothing.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 36,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  sendTimeoutMs: 60_000,
};

export interface DeliveryContext {
  db: Kysely<DB>;
  dialect: DialectName;
  logger: Logger;
  clock: () => Date;
  sender: MailSender;
  policy: RetryPolicy;
}

export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/** From the first attempt to the last one: how long an outage can last without a failed message. */
export function retryWindowMs(policy: RetryPolicy): number {
  let total = 0;
  for (let attempt = 1; attempt < policy.maxAttempts; attempt++) {
    total += retryDelayMs(policy, attempt);
  }
  return total;
}

export function assertLeaseCoversSend(policy: RetryPolicy): void {
  if (policy.leaseMs <= policy.sendTimeoutMs) {
    throw new Error('leaseMs must be longer than sendTimeoutMs, or a slow send outlives its lease');
  }
}

/**
 * Delivers up to `limit` due messages (or just `id`), claiming them one at a time: a claim covers
 * only the message being sent, so however slow the server, no message waits out its lease in a
 * local batch while another process takes it over. Returns how many were claimed.
 */
export async function deliverDue(
  ctx: DeliveryContext,
  options: { limit: number; id?: string; signal?: AbortSignal },
): Promise<number> {
  let claimed = 0;
  while (claimed < options.limit && !options.signal?.aborted) {
    const now = ctx.clock();
    const [message] = await claimDue(ctx.db, ctx.dialect, {
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + ctx.policy.leaseMs).toISOString(),
      limit: 1,
      id: options.id,
    });
    if (!message) break;
    claimed += 1;
    await deliverClaimed(ctx, message, options.signal);
  }
  return claimed;
}

/** Sends one claimed message if the claim still holds, and records the outcome under it. */
export async function deliverClaimed(
  ctx: DeliveryContext,
  message: ClaimedMessage,
  signal?: AbortSignal,
): Promise<void> {
  const log = ctx.logger.child({ outbox_id: message.id, attempt: message.attempts });
  const now = ctx.clock();
  const stillMine = await confirmLease(ctx.db, message, {
    now: now.toISOString(),
    leaseUntil: new Date(now.getTime() + ctx.policy.leaseMs).toISOString(),
  });
  if (!stillMine) {
    log.warn('lease scaduto prima dell’invio: il messaggio è di un altro worker, non lo invio');
    return;
  }
  const timeout = AbortSignal.timeout(ctx.policy.sendTimeoutMs);
  let outcome: Parameters<typeof recordOutcome>[2];
  try {
    await ctx.sender.send(
      {
        to: message.recipient,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        attachments: readAttachments(message.attachments),
        idempotencyKey: message.idempotency_key,
      },
      signal ? AbortSignal.any([timeout, signal]) : timeout,
    );
    outcome = { status: 'sent' };
    log.info('e-mail inviata');
  } catch (error) {
    outcome = failureOutcome(ctx, message, error);
  }
  const recorded = await recordOutcome(ctx.db, message, outcome, ctx.clock().toISOString());
  if (!recorded)
    log.warn('esito non registrato: il lease era scaduto e un altro worker lo ha preso');
}

function failureOutcome(ctx: DeliveryContext, message: ClaimedMessage, error: unknown) {
  const log = ctx.logger.child({ outbox_id: message.id, attempt: message.attempts });
  const text = errorText(error);
  if (error instanceof PermanentMailError || message.attempts >= ctx.policy.maxAttempts) {
    log.error({ error: text }, 'invio e-mail non riuscito definitivamente');
    return { status: 'failed', error: text } as const;
  }
  const delay = retryDelayMs(ctx.policy, message.attempts);
  const nextAttemptAt = new Date(ctx.clock().getTime() + delay).toISOString();
  log.warn({ error: text, retry_in_ms: delay }, 'invio e-mail non riuscito, nuovo tentativo');
  return { status: 'pending', error: text, nextAttemptAt } as const;
}
