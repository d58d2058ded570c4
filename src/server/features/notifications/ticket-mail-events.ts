import type { DomainEventHandlers } from '../../events/domain-events';
import { insertNotificationEvent } from './notification.queries';

/**
 * The customer's ticket e-mails start here: a new ticket and each status change queue their
 * event in the ticket's own transaction, and the dispatcher sends it (notification-dispatcher.ts).
 */
export const ticketMailEvents: DomainEventHandlers = {
  ticketCreated: (trx, ticket) =>
    insertNotificationEvent(trx, {
      type: 'ticket_created',
      ticketId: ticket.ticketId,
      payload: { ticket_number: ticket.ticketNumber, created_via: ticket.via },
      at: ticket.at,
    }),
  ticketStatusChanged: async (trx, move) => {
    if (move.mailed) return;
    await insertNotificationEvent(trx, {
      type: 'ticket_status_changed',
      ticketId: move.ticketId,
      payload: {
        ticket_number: move.ticketNumber,
        from: move.from,
        to: move.to,
        changed_by: move.by,
      },
      at: move.at,
    });
  },
};
