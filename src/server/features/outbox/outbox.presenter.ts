import {
  OUTBOX_EVENT_LABELS,
  OUTBOX_STATUS_LABELS,
  type OutboxMessageJson,
} from '../../../shared/outbox';
import { toIso } from '../../db/normalize';
import type { OutboxTable } from '../../db/tables/mail-tables';

export const OUTBOX_LIST_COLUMNS = [
  'id',
  'event_type',
  'ticket_id',
  'recipient',
  'subject',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'created_at',
  'sent_at',
] as const;

export type OutboxListRow = Pick<OutboxTable, (typeof OUTBOX_LIST_COLUMNS)[number]>;

/** What the admin list shows of a message (the bodies stay in the database). */
export function presentOutboxMessage(row: OutboxListRow): OutboxMessageJson {
  return {
    id: row.id,
    event_type: row.event_type,
    event_label: OUTBOX_EVENT_LABELS[row.event_type] ?? row.event_type,
    ticket_id: row.ticket_id,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    status_label: OUTBOX_STATUS_LABELS[row.status] ?? row.status,
    attempts: Number(row.attempts),
    last_error: row.last_error,
    next_attempt_at: toIso(row.next_attempt_at),
    created_at: toIso(row.created_at),
    sent_at: toIso(row.sent_at),
  };
}
