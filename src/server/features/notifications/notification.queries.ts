import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { NOTIFICATION_EVENT_PAYLOADS, type NotificationEvent } from './notification-events';

/** Written in the transaction of the change it reports: a rolled-back change sends no e-mail. */
export async function insertNotificationEvent(
  trx: Transaction<DB>,
  event: NotificationEvent & { ticketId: string; at: string },
): Promise<void> {
  await trx
    .insertInto('notification_events')
    .values({
      id: crypto.randomUUID(),
      type: event.type,
      ticket_id: event.ticketId,
      // Checked against the same schema the readers use: a wrong payload fails the save, here.
      payload: JSON.stringify(NOTIFICATION_EVENT_PAYLOADS[event.type].parse(event.payload)),
      created_at: event.at,
      processed_at: null,
    })
    .execute();
}

/** The oldest unprocessed events, leaving out those this process has set aside. */
export function pendingEventIds(
  db: Kysely<DB>,
  options: { limit: number; skip: readonly string[] },
) {
  let select = db
    .selectFrom('notification_events')
    .select('id')
    .where('processed_at', 'is', null)
    .orderBy('created_at')
    .limit(options.limit);
  if (options.skip.length > 0) select = select.where('id', 'not in', options.skip);
  return select.execute();
}

/**
 * Marks one event processed and returns it, or nothing if another pass got there first. Run as
 * the first statement of the event's transaction (see notification-dispatcher.ts).
 */
export function takeEvent(db: Kysely<DB>, eventId: string, now: string) {
  return db
    .updateTable('notification_events')
    .set({ processed_at: now })
    .where('id', '=', eventId)
    .where('processed_at', 'is', null)
    .returning(['id', 'type', 'ticket_id', 'payload'])
    .executeTakeFirst();
}

/** What the ticket e-mails show of a ticket. */
export function ticketForMail(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('tickets')
    .select([
      'id',
      'ticket_number',
      'status',
      'priority',
      'customer_name',
      'customer_email',
      'customer_phone',
      'device_type',
      'description',
      'created_via',
      // The promised date goes in the status e-mail; IMEI and notes never do.
      'expected_ready_date',
    ])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export type TicketForMail = NonNullable<Awaited<ReturnType<typeof ticketForMail>>>;

/** Retention: events handled before `before` have done their job (their e-mails are in the outbox). */
export async function pruneProcessedEvents(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('notification_events')
    .where('processed_at', 'is not', null)
    .where('processed_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
