import type { Transaction } from 'kysely';
import { staffTicketPath } from '../../../shared/counter/staff-ticket-path';
import type { DB } from '../../db/schema';
import { isSingleAddress } from '../../mail/header-safety';
import { enqueueMessage } from '../../mail/outbox.queries';
import type { MailBranding } from '../../mail/templates/branding';
import { partArrivedMail } from '../../mail/templates/part-arrived';
import { getTicket } from '../tickets/tickets.service';

export interface PartArrival {
  receiptId: string;
  ticketId: string;
  part: string;
  quantity: number;
}

/**
 * In the receipt's transaction: the ticket's assignee hears that its part has arrived, or, on a
 * ticket nobody holds, the shop's admin address (where the «Nuovo ticket» mail goes). One message
 * per receipt: its id is the outbox key. Returns whether a message was queued.
 */
export async function queuePartArrivedMail(
  trx: Transaction<DB>,
  context: { branding: MailBranding; adminAddress: string; at: string },
  arrival: PartArrival,
): Promise<boolean> {
  const ticket = await getTicket({ db: trx }, arrival.ticketId);
  const recipient = (ticket.assigned_to_email ?? context.adminAddress).trim();
  if (!isSingleAddress(recipient)) return false;
  const rendered = partArrivedMail(context.branding, {
    ticket_number: ticket.ticket_number,
    customer_name: ticket.customer_name,
    device_type: ticket.device_type,
    part: arrival.part,
    quantity: arrival.quantity,
    staffUrl: `${context.branding.linkOrigin}${staffTicketPath(ticket.id)}`,
  });
  const id = await enqueueMessage(
    trx,
    {
      idempotencyKey: `part-arrived:${arrival.receiptId}`,
      eventType: 'part_arrived',
      ticketId: ticket.id,
      recipient,
      ...rendered,
    },
    context.at,
  );
  return id !== null;
}
