import type { Kysely } from 'kysely';
import { CLOSED_TICKET_STATUS } from '../../../shared/tickets/ticket-status';
import type { DB } from '../../db/schema';

/** Kysely only: what the anonymisation's confirmation shows before anything is erased. */

export const openTicketsOf = (db: Kysely<DB>, customerId: string) =>
  db
    .selectFrom('tickets')
    .select(['id', 'ticket_number', 'status'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .where('status', '!=', CLOSED_TICKET_STATUS)
    .orderBy('created_at')
    .execute();

/** Where a free text of the customer's documents lives, as the confirmation names it. */
export type FreeTextPlace =
  | 'ticket_description'
  | 'ticket_condition'
  | 'ticket_accessories'
  | 'ticket_note'
  | 'payment_note'
  | 'quote_note'
  | 'quote_line'
  | 'pc_build_note'
  | 'draft_invoice_note'
  | 'draft_invoice_line';

export interface FreeTextRow {
  place: FreeTextPlace;
  document_id: string;
  number: string | null;
  text: string | null;
}

/** Every free text written on the customer's documents (the invoices: drafts only). */
export async function freeTextsOf(db: Kysely<DB>, customerId: string): Promise<FreeTextRow[]> {
  const tickets = await db
    .selectFrom('tickets')
    .select(['id', 'ticket_number', 'description', 'intake_condition', 'accessories_note'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .execute();
  const notes = await db
    .selectFrom('ticket_notes as n')
    .innerJoin('tickets as t', 't.id', 'n.ticket_id')
    .select(['t.id', 't.ticket_number', 'n.body'])
    .where('t.customer_id', '=', customerId)
    .where('t.deleted_at', 'is', null)
    .orderBy('n.created_at')
    .execute();
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'note'])
    .where('customer_id', '=', customerId)
    .where('note', 'is not', null)
    .execute();
  const quotes = await db
    .selectFrom('quotes')
    .select(['id', 'quote_number', 'notes'])
    .where('customer_id', '=', customerId)
    .execute();
  const quoteLines = await db
    .selectFrom('quote_items as i')
    .innerJoin('quotes as q', 'q.id', 'i.quote_id')
    .select(['q.id', 'q.quote_number', 'i.description'])
    .where('q.customer_id', '=', customerId)
    .execute();
  const builds = await db
    .selectFrom('pc_builds')
    .select(['id', 'build_number', 'notes'])
    .where('customer_id', '=', customerId)
    .execute();
  const drafts = await db
    .selectFrom('invoices')
    .select(['id', 'notes'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'bozza')
    .execute();
  const draftLines = await db
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as v', 'v.id', 'l.invoice_id')
    .select(['v.id', 'l.description'])
    .where('v.customer_id', '=', customerId)
    .where('v.status', '=', 'bozza')
    .execute();
  const row = (place: FreeTextPlace, id: string, number: string | null, text: string | null) => ({
    place,
    document_id: id,
    number,
    text,
  });
  return [
    ...tickets.flatMap((t) => [
      row('ticket_description', t.id, t.ticket_number, t.description),
      row('ticket_condition', t.id, t.ticket_number, t.intake_condition),
      row('ticket_accessories', t.id, t.ticket_number, t.accessories_note),
    ]),
    ...notes.map((n) => row('ticket_note', n.id, n.ticket_number, n.body)),
    ...payments.map((p) => row('payment_note', p.id, null, p.note)),
    ...quotes.map((q) => row('quote_note', q.id, q.quote_number, q.notes)),
    ...quoteLines.map((l) => row('quote_line', l.id, l.quote_number, l.description)),
    ...builds.map((b) => row('pc_build_note', b.id, b.build_number, b.notes)),
    ...drafts.map((d) => row('draft_invoice_note', d.id, null, d.notes)),
    ...draftLines.map((l) => row('draft_invoice_line', l.id, null, l.description)),
  ];
}
