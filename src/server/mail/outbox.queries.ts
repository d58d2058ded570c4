import type { ExpressionBuilder, Kysely } from 'kysely';
import type { OutboxEventType } from '../../shared/outbox';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { type MailAttachment, storedAttachments } from './mail-attachments';

/** A rendered message ready to queue. */
export interface NewOutboxMessage {
  idempotencyKey: string;
  eventType: OutboxEventType;
  ticketId: string | null;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message, stored with it so a retry sends the same bytes. */
  attachments?: MailAttachment[];
}

/**
 * Queues a message unless one with the same key exists. Returns the new row's id, or null when
 * the key was already taken (the event was handled before): re-processing never duplicates.
 */
export async function enqueueMessage(
  db: Kysely<DB>,
  message: NewOutboxMessage,
  now: string,
): Promise<string | null> {
  const inserted = await db
    .insertInto('outbox')
    .values({
      id: crypto.randomUUID(),
      idempotency_key: message.idempotencyKey,
      event_type: message.eventType,
      ticket_id: message.ticketId,
      recipient: message.recipient,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      attachments: message.attachments?.length ? storedAttachments(message.attachments) : null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

const CLAIMED_COLUMNS = [
  'id',
  'idempotency_key',
  'recipient',
  'subject',
  'text_body',
  'html_body',
  'attachments',
  'attempts',
  'lease_id',
] as const;

export interface ClaimedMessage {
  id: string;
  idempotency_key: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: string | null;
  attempts: number;
  lease_id: string | null;
}

interface Claim {
  now: string;
  leaseUntil: string;
  limit: number;
  /** Only this message (the test e-mail is delivered while the admin waits). */
  id?: string;
}

/** Pending and due, or stuck in 'sending' by a worker whose lease ran out (it crashed). */
export function isDue(eb: ExpressionBuilder<DB, 'outbox'>, now: string) {
  return eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', now)]),
  ]);
}

/**
 * Takes due messages with a lease in one UPDATE, so two workers never get the same row. On
 * PostgreSQL the pick skips rows another transaction holds, and the outer WHERE repeats the
 * condition because a blocked UPDATE re-checks only its own WHERE against the committed row.
 * SQLite has a single writer, so the statement is atomic as it is.
 *
 * The pick is a MATERIALIZED CTE, run once: as a plain `IN (subquery)` PostgreSQL may run a
 * LIMIT … FOR UPDATE SKIP LOCKED subquery again for each row it updates, each run skipping the
 * rows just locked, and so claim every due row instead of `limit` of them.
 */
export async function claimDue(
  db: Kysely<DB>,
  dialect: DialectName,
  claim: Claim,
): Promise<ClaimedMessage[]> {
  return db
    .with(
      (cte) => cte('picked').materialized(),
      (qb) => {
        let pick = qb
          .selectFrom('outbox')
          .select('id')
          .where((eb) => isDue(eb, claim.now))
          .orderBy('next_attempt_at')
          .limit(claim.limit);
        if (claim.id) pick = pick.where('id', '=', claim.id);
        return dialect === 'postgres' ? pick.forUpdate().skipLocked() : pick;
      },
    )
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      locked_until: claim.leaseUntil,
      lease_id: crypto.randomUUID(),
      updated_at: claim.now,
    }))
    .where('id', 'in', (eb) => eb.selectFrom('picked').select('picked.id'))
    .where((eb) => isDue(eb, claim.now))
    .returning(CLAIMED_COLUMNS)
    .execute();
}

/**
 * Right before the SMTP conversation: "is this still my claim?", and if so a fresh lease for the
 * attempt. A worker that stalled after claiming (a long GC pause, a suspended VM) and lost the row
 * to another worker finds out here and does not send a second copy.
 */
export async function confirmLease(
  db: Kysely<DB>,
  message: ClaimedMessage,
  lease: { now: string; leaseUntil: string },
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ locked_until: lease.leaseUntil, updated_at: lease.now })
    .where('id', '=', message.id)
    .where('status', '=', 'sending')
    .where('lease_id', '=', message.lease_id)
    .where('locked_until', '>', lease.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

type Outcome =
  | { status: 'sent' }
  | { status: 'pending'; error: string; nextAttemptAt: string }
  | { status: 'failed'; error: string };

/** Records how an attempt ended, only if this worker still holds the lease. */
export async function recordOutcome(
  db: Kysely<DB>,
  message: ClaimedMessage,
  outcome: Outcome,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({
      status: outcome.status,
      last_error: outcome.status === 'sent' ? null : outcome.error,
      next_attempt_at: outcome.status === 'pending' ? outcome.nextAttemptAt : now,
      sent_at: outcome.status === 'sent' ? now : null,
      locked_until: null,
      lease_id: null,
      updated_at: now,
    })
    .where('id', '=', message.id)
    .where('status', '=', 'sending')
    .where('lease_id', '=', message.lease_id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findMessageState(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('outbox')
    .select(['id', 'status', 'attempts', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirst();
}
