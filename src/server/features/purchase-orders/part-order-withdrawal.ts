import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { leavePartsOrdered } from '../tickets/tickets.service';
import { selectLines, ticketsWithoutOpenLine } from './purchase-orders.queries';

/** The tickets an order's lines are for, read before the lines change. */
export async function ticketsOfOrder(trx: Transaction<DB>, orderId: string) {
  const lines = await selectLines(trx, orderId);
  return [...new Set(lines.flatMap((line) => (line.ticket_id ? [line.ticket_id] : [])))];
}

/**
 * After a ticket's line left a draft or its order was cancelled: a ticket no other open line
 * waits for leaves *Parti ordinate* for the status it had before, with a note saying why.
 */
export async function releaseWaitingTickets(
  trx: Transaction<DB>,
  ticketIds: string[],
  move: { by: string | null; at: string; note: string },
) {
  for (const ticketId of await ticketsWithoutOpenLine(trx, ticketIds))
    await leavePartsOrdered(trx, { ...move, ticketId });
}
