import type { Ticket } from './ticket-types';

/**
 * What the list's history entry keeps of a ticket just created, for the success message's Apri,
 * Stampa and WhatsApp actions. Its own module: the create page imports it without
 * pulling in the list page.
 */
export type CreatedTicket = Pick<Ticket, 'id' | 'ticket_number' | 'status' | 'customer_phone'>;

export const createdTicket = (ticket: Ticket): CreatedTicket => ({
  id: ticket.id,
  ticket_number: ticket.ticket_number,
  status: ticket.status,
  customer_phone: ticket.customer_phone,
});
