import { z } from 'zod';
import { TICKET_STATUSES } from '../../../shared/tickets/ticket-status';
import type { NotificationEventType } from '../../db/tables/ticket-tables';

/**
 * What each notification event carries: one schema per event type, used by the writer (in the
 * ticket's transaction) and by the readers (the mail messages). Adding an event (a quote sent, a
 * PC build confirmed) is one entry here, one in NotificationEventType and its messages.
 */
export const NOTIFICATION_EVENT_PAYLOADS = {
  ticket_created: z.object({
    ticket_number: z.string(),
    created_via: z.enum(['staff', 'public']),
  }),
  ticket_status_changed: z.object({
    ticket_number: z.string(),
    from: z.enum(TICKET_STATUSES),
    to: z.enum(TICKET_STATUSES),
    changed_by: z.string().nullable(),
  }),
} as const satisfies Record<NotificationEventType, z.ZodType>;

export type NotificationPayload<T extends NotificationEventType> = z.infer<
  (typeof NOTIFICATION_EVENT_PAYLOADS)[T]
>;

/** An event as the writer hands it over: its type decides the shape of its payload. */
export type NotificationEvent = {
  [T in NotificationEventType]: { type: T; payload: NotificationPayload<T> };
}[NotificationEventType];

/**
 * A stored payload read back. A row that does not match its schema (written by hand, or by an
 * older version with a bug) throws: the dispatcher logs it and sets the event aside after a few
 * tries instead of sending a wrong e-mail.
 */
export function readPayload<T extends NotificationEventType>(
  type: T,
  stored: string,
): NotificationPayload<T> {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    throw new Error(`notification event ${type}: payload is not JSON`);
  }
  const parsed = NOTIFICATION_EVENT_PAYLOADS[type].safeParse(value);
  if (!parsed.success) throw new Error(`notification event ${type}: ${parsed.error.message}`);
  return parsed.data as NotificationPayload<T>;
}
