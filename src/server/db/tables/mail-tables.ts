import type { OutboxEventType, OutboxStatus } from '../../../shared/outbox';
import type { Instant } from './column-values';

/**
 * One e-mail to one recipient, rendered when it was queued. `idempotency_key` is unique, so the
 * same event can be queued again (a retry, a second process) without a second message.
 */
export interface OutboxTable {
  id: string;
  idempotency_key: string;
  event_type: OutboxEventType;
  /** No foreign key: the record of what was sent outlives a deleted ticket. */
  ticket_id: string | null;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxStatus;
  /** Delivery attempts started (counted when a worker claims the message). */
  attempts: number;
  next_attempt_at: Instant;
  last_error: string | null;
  /** While status is 'sending': the claiming worker's lease ends here. */
  locked_until: Instant | null;
  /** Which claim holds the lease, so a worker whose lease ran out cannot overwrite the result. */
  lease_id: string | null;
  /** JSON list of {filename, content_type, content_base64}: the same bytes on every attempt. */
  attachments: string | null;
  sent_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface MailTables {
  outbox: OutboxTable;
}
