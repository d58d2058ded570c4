import type { DomainEventHandlers } from '../../events/domain-events';
import { movePaymentsOfTicket } from './payments.queries';
import { recordDeposit } from './payments.service';

/** What a ticket's life means for its money: the intake's deposit, and the payer following it. */
export const ticketPaymentEvents: DomainEventHandlers = {
  ticketCreated: async (trx, ticket) => {
    const deposit = ticket.intake?.deposit;
    if (!deposit || !ticket.intake) return;
    await recordDeposit(trx, {
      ticketId: ticket.ticketId,
      cents: deposit.cents,
      method: deposit.method,
      userId: ticket.intake.by,
      at: ticket.at,
    });
  },
  ticketCustomerChanged: (trx, change) =>
    movePaymentsOfTicket(trx, change.ticketId, change.customerId),
};
