import type { Transaction } from 'kysely';
import { CLOSED_TICKET_STATUS } from '../../../shared/tickets/ticket-status';
import type { DB } from '../../db/schema';
import type { DomainEventHandlers } from '../../events/domain-events';
import { freeReserved, releaseTicketReservationRows } from './stock-reservations.queries';

/** A ticket that will use no more parts (closed, or binned) gives its held pieces back. */
async function releaseTicketReservations(trx: Transaction<DB>, ticketId: string, at: string) {
  for (const piece of await releaseTicketReservationRows(trx, ticketId, at))
    await freeReserved(trx, piece.product_id, Number(piece.quantity));
}

/**
 * Restoring a binned ticket does not hold them again: by then the piece may be on another
 * ticket or sold, and the counter can reserve it anew.
 */
export const ticketReservationEvents: DomainEventHandlers = {
  ticketStatusChanged: async (trx, move) => {
    if (move.to === CLOSED_TICKET_STATUS)
      await releaseTicketReservations(trx, move.ticketId, move.at);
  },
  ticketDeleted: (trx, deleted) => releaseTicketReservations(trx, deleted.ticketId, deleted.at),
};
