import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { NotificationEventType, TicketsTable } from '../db/tables/ticket-tables';

let counter = 0;

/**
 * A ticket row written straight to the database, for tests of code that reads tickets (e-mail,
 * old-ticket check) without going through the tickets service.
 */
export async function insertTicket(
  db: Kysely<DB>,
  fields: Partial<Insertable<TicketsTable>> & { created_at: string },
): Promise<{ id: string; ticket_number: string }> {
  counter += 1;
  const row = {
    id: crypto.randomUUID(),
    ticket_number: `FM-2026-11-${String(counter).padStart(4, '0')}`,
    description: 'Schermo rotto',
    customer_name: 'Mario Rossi',
    customer_email: 'mario@esempio.it',
    device_type: 'iPhone 12',
    search_text: 'mario rossi',
    updated_at: fields.created_at,
    ...fields,
  };
  await db.insertInto('tickets').values(row).execute();
  return { id: row.id, ticket_number: row.ticket_number };
}

/** The event the tickets service writes in the ticket's transaction. */
export async function insertEvent(
  db: Kysely<DB>,
  type: NotificationEventType,
  ticketId: string,
  createdAt: string,
  payload: Record<string, unknown> = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('notification_events')
    .values({
      id,
      type,
      ticket_id: ticketId,
      payload: JSON.stringify(payload),
      created_at: createdAt,
    })
    .execute();
  return id;
}

/** Whether the dispatcher has handled the event (turned it into outbox rows, or none). */
export async function eventProcessed(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('notification_events')
    .select('processed_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.processed_at !== null;
}
