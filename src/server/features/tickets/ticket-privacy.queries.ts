import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Kysely only: what a customer's tickets hold about them, for the privacy export and the
 * anonymisation. Deleted tickets count too: until the purge they are data the shop still holds.
 */

export function customerTicketRows(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('tickets')
    .select([
      'id',
      'ticket_number',
      'status',
      'priority',
      'description',
      'customer_name',
      'customer_email',
      'customer_phone',
      'device_type',
      'imei',
      'password',
      'purchase_date',
      'order_id',
      'accessories',
      'accessories_note',
      'intake_condition',
      'price_cents',
      'expected_ready_date',
      'created_via',
      'created_at',
      'updated_at',
      'deleted_at',
    ])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
export type CustomerTicketRow = Awaited<ReturnType<typeof customerTicketRows>>[number];

export function historyOf(db: Kysely<DB>, ticketIds: string[]) {
  return (
    db
      .selectFrom('ticket_status_history')
      .select(['ticket_id', 'from_status', 'to_status', 'changed_via', 'changed_at'])
      .where('ticket_id', 'in', ticketIds)
      .orderBy('changed_at', 'asc')
      // Within one instant the creation entry (from nothing) comes first, as on the ticket's page.
      .orderBy(sql`case when from_status is null then 0 else 1 end`)
      .orderBy('id', 'asc')
      .execute()
  );
}

export function notesOf(db: Kysely<DB>, ticketIds: string[]) {
  return db
    .selectFrom('ticket_notes as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .select(['n.ticket_id', 'n.body', 'u.name as author_name', 'n.created_at'])
    .where('n.ticket_id', 'in', ticketIds)
    .orderBy('n.created_at', 'asc')
    .orderBy('n.id', 'asc')
    .execute();
}

export function attachmentsOf(db: Kysely<DB>, ticketIds: string[]) {
  return db
    .selectFrom('ticket_attachments')
    .select(['ticket_id', 'storage_key', 'original_name', 'mime_type', 'size_bytes', 'uploaded_at'])
    .where('ticket_id', 'in', ticketIds)
    .orderBy('uploaded_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function termsAcceptancesOf(db: Kysely<DB>, ticketIds: string[]) {
  return db
    .selectFrom('ticket_terms_acceptances')
    .select(['ticket_id', 'accepted_at', 'accepted_ip', 'terms_version'])
    .where('ticket_id', 'in', ticketIds)
    .execute();
}

/** The ticket's snapshot of the person, emptied; the version moves so an open form cannot put it back. */
export async function anonymiseTicketRow(
  trx: Transaction<DB>,
  id: string,
  values: { customer_name: string; search_text: string },
) {
  await trx
    .updateTable('tickets')
    .set((eb) => ({
      ...values,
      customer_email: '',
      customer_phone: null,
      password: null,
      imei: null,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** The tickets in the bin that still name this customer stop naming them (a snapshot stays). */
export async function unlinkDeletedTicketsOf(trx: Transaction<DB>, customerId: string) {
  await trx
    .updateTable('tickets')
    .set({ customer_id: null })
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is not', null)
    .execute();
}
