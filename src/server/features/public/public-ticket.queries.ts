import { type Kysely, sql } from 'kysely';
import { paidCentsFor } from '../../db/payment-sums';
import type { DB } from '../../db/schema';
import { separatePartsCentsFor } from '../../db/ticket-charges';

/**
 * The public view reads only the columns it may show: the allowlist starts at the SELECT, so a
 * column added to tickets later cannot reach a customer by accident.
 */
export async function findPublicTicket(db: Kysely<DB>, id: string) {
  const ticket = await db
    .selectFrom('tickets')
    .select([
      'id',
      'ticket_number',
      'created_via',
      'created_at',
      'updated_at',
      'status',
      'customer_name',
      'customer_email',
      'customer_phone',
      'password',
      'device_type',
      'price_cents',
      'description',
      // What the customer left and was promised; never the IMEI or internal notes.
      'accessories',
      'accessories_note',
      'intake_condition',
      'expected_ready_date',
      // Money received (payments net of refunds and storni), for *Da saldare*.
      paidCentsFor('ticket_id', 'tickets.id').as('paid_cents'),
      separatePartsCentsFor('tickets.id').as('separate_parts_cents'),
    ])
    .where('id', '=', id)
    // Deleted: 'Ticket non trovato' for the customer, as if it never was.
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!ticket) return null;
  // The staff sheet's order (tickets.queries statusHistoryRows), written out here rather than
  // imported: that query joins users and selects staff ids, which must never be one refactor away
  // from a customer's answer. Within one instant the creation entry (from nothing) comes first.
  const history = await db
    .selectFrom('ticket_status_history')
    .select(['to_status', 'changed_at'])
    .where('ticket_id', '=', id)
    .orderBy('changed_at', 'asc')
    .orderBy(sql`case when from_status is null then 0 else 1 end`)
    .orderBy('id', 'asc')
    .execute();
  return { ticket, history };
}

export type PublicTicketRow = NonNullable<Awaited<ReturnType<typeof findPublicTicket>>>;

/** What the thank-you page shows: the number only (no personal data echoed back). */
export function findTicketNumber(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('tickets')
    .select(['id', 'ticket_number'])
    .where('id', '=', id.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
