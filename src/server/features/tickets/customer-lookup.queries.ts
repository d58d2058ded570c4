import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { SearchStrategy } from '../../search/text-search';
import { ticketSearch } from './ticket-search';

/** Kysely only: the customers of earlier tickets, and one customer's tickets. */

/**
 * The newest live tickets whose search text holds every word, with only the customer's fields:
 * the list search's own condition and index walk (newest first, stopping at `limit`).
 */
export function recentCustomerRows(
  db: Kysely<DB>,
  search: { words: string[]; strategy: SearchStrategy },
  limit: number,
) {
  return db
    .selectFrom('tickets as t')
    .select(['t.customer_name', 't.customer_email', 't.customer_phone', 't.created_at'])
    .where('t.deleted_at', 'is', null)
    .where(ticketSearch.condition(search.strategy, search.words))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}

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
