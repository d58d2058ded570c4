import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** Kysely only: a ticket's customer (as the ticket recorded them) and their other tickets. */

export function ticketCustomer(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('tickets')
    .select(['customer_email', 'customer_phone'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Other live tickets with the same e-mail or phone, newest first; each side walks its own
 * (field, created_at) index and the union is cut at `limit`.
 */
export function customerTicketRows(
  db: Kysely<DB>,
  customer: { excludeId: string; email: string; phone: string | null },
  limit: number,
) {
  return db
    .selectFrom('tickets')
    .select(['id', 'ticket_number', 'status', 'device_type', 'created_at'])
    .where('deleted_at', 'is', null)
    .where('id', '<>', customer.excludeId)
    .where((eb) =>
      customer.phone
        ? eb.or([
            eb('customer_email', '=', customer.email),
            eb('customer_phone', '=', customer.phone),
          ])
        : eb('customer_email', '=', customer.email),
    )
    .orderBy('created_at', 'desc')
    .orderBy(sql`id`, 'desc')
    .limit(limit)
    .execute();
}
