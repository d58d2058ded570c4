import { type Kysely, sql } from 'kysely';
import { paidCentsFor } from '../../db/payment-sums';
import type { DB } from '../../db/schema';
import type { CustomerRemindersTable } from '../../db/tables/customer-message-tables';
import { separatePartsCentsFor } from '../../db/ticket-charges';

const READY = 'Pronto per il ritiro';

/**
 * Live tickets waiting in Pronto per il ritiro, each with the history entry that put it there
 * (the anchor of this stay: a ticket that leaves and comes back starts a new count) and the
 * reminders already sent for that stay.
 */
export const selectReadyTickets = (db: Kysely<DB>) =>
  db
    .selectFrom('tickets as t')
    .innerJoin('ticket_status_history as h', 'h.ticket_id', 't.id')
    .select((eb) => [
      't.id',
      't.ticket_number',
      't.status',
      't.customer_name',
      't.customer_email',
      't.device_type',
      't.expected_ready_date',
      't.price_cents',
      paidCentsFor('ticket_id', 't.id').as('paid_cents'),
      separatePartsCentsFor('t.id').as('separate_parts_cents'),
      'h.id as anchor',
      'h.changed_at as entered_at',
      eb
        .selectFrom('customer_reminders as r')
        .select((r) => r.fn.countAll<number | string>().as('n'))
        .where('r.kind', '=', 'ready')
        .whereRef('r.anchor', '=', 'h.id')
        .as('sent'),
      eb
        .selectFrom('customer_reminders as r')
        .select((r) => r.fn.max('r.sent_on').as('d'))
        .where('r.kind', '=', 'ready')
        .whereRef('r.anchor', '=', 'h.id')
        .as('last_sent_on'),
    ])
    .where('t.status', '=', READY)
    .where('t.deleted_at', 'is', null)
    .where('h.to_status', '=', READY)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ticket_status_history as later')
            .select(sql`1`.as('one'))
            .whereRef('later.ticket_id', '=', 't.id')
            .whereRef('later.changed_at', '>', 'h.changed_at'),
        ),
      ),
    )
    .orderBy('h.changed_at')
    .execute();

/** Quotes sent and not answered, not past their expiry, not reminded yet. */
export const selectQuotesAwaitingAnswer = (db: Kysely<DB>, today: string) =>
  db
    .selectFrom('quotes as q')
    .select((eb) => [
      'q.id',
      'q.quote_number',
      'q.customer_name',
      'q.customer_email',
      'q.expiry_date',
      'q.ticket_id',
      eb
        .selectFrom('quote_status_history as s')
        .select((s) => s.fn.max('s.created_at').as('at'))
        .whereRef('s.quote_id', '=', 'q.id')
        .where('s.to_status', '=', 'Inviato')
        .as('sent_at'),
    ])
    .where('q.status', '=', 'Inviato')
    .where('q.customer_email', 'is not', null)
    .where((eb) => eb.or([eb('q.expiry_date', 'is', null), eb('q.expiry_date', '>=', today)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('customer_reminders as r')
            .select(sql`1`.as('one'))
            .where('r.kind', '=', 'quote')
            .whereRef('r.anchor', '=', 'q.id'),
        ),
      ),
    )
    .execute();

/** The reminder's row, unless another run took this number first (then nothing is sent). */
export async function claimReminder(
  db: Kysely<DB>,
  row: Omit<CustomerRemindersTable, 'id'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('customer_reminders')
    .values({ id: crypto.randomUUID(), ...row })
    .onConflict((oc) => oc.columns(['kind', 'anchor', 'seq']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
