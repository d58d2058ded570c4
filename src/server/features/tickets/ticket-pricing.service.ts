import type { Kysely } from 'kysely';
import { formatCents } from '../../../shared/money';
import type { DB } from '../../db/schema';
import { insertNote } from './ticket-notes.queries';
import { selectLiveTicketPrice, setTicketPrice } from './ticket-pricing.queries';

/**
 * An accepted quote is the repair's price: the linked ticket's price becomes the quote's total (so
 * *Da saldare* is right), with a note in the ticket's history, by who accepted it, saying from
 * what, to what and why. Nothing happens when the ticket is gone or already at that price.
 */
export async function priceTicketFromQuote(
  db: Kysely<DB>,
  change: {
    ticketId: string;
    totalCents: number;
    quoteNumber: string;
    by: string | null;
    at: string;
  },
): Promise<void> {
  const ticket = await selectLiveTicketPrice(db, change.ticketId);
  if (!ticket || ticket.priceCents === change.totalCents) return;
  await setTicketPrice(db, {
    ticketId: change.ticketId,
    priceCents: change.totalCents,
    at: change.at,
  });
  const before = ticket.priceCents === null ? 'non indicato' : formatCents(ticket.priceCents);
  await insertNote(db, {
    id: crypto.randomUUID(),
    ticket_id: change.ticketId,
    author_id: change.by,
    body: `Prezzo aggiornato a ${formatCents(change.totalCents)} dal preventivo ${change.quoteNumber} accettato (prima: ${before}).`,
    created_at: change.at,
  });
}
