import type { DomainEventHandlers } from '../../events/domain-events';
import { recordChecklist } from './ticket-checks.service';

/** The device checks typed on the new-ticket form, saved with the ticket. */
export const ticketCheckEvents: DomainEventHandlers = {
  ticketCreated: async (trx, ticket) => {
    const checklist = ticket.intake?.checklist;
    if (!checklist?.length || !ticket.intake) return;
    await recordChecklist(trx, {
      ticketId: ticket.ticketId,
      stage: 'intake',
      items: checklist,
      by: ticket.intake.by,
      at: ticket.at,
    });
  },
};
