import { euroToCents } from '../../shared/money';
import type { TicketCreateInput } from '../../shared/tickets/ticket-schemas';
import { recordDeposit, recordPayment } from '../features/payments/payments.service';
import type { CreateOptions } from '../features/tickets/tickets.service';
import type { AppDeps } from '../http/context';

/** The demo ticket's deposit, taken at the counter as its first payment (as the staff form does). */
export function demoDeposit(
  input: TicketCreateInput,
  adminId: string,
): CreateOptions['inTransaction'] {
  const deposit = input.deposit;
  if (!deposit) return undefined;
  return (trx, ticket) =>
    recordDeposit(trx, {
      ticketId: ticket.id,
      cents: euroToCents(deposit),
      method: 'contanti',
      userId: adminId,
      at: ticket.created_at,
    });
}

/** The balance of the ready and closed demo tickets, paid by card: the day's cash count shows them. */
export async function seedDemoPayments(
  deps: AppDeps,
  adminId: string,
  tickets: readonly { id: string; status: string; balance_due: number | null }[],
): Promise<number> {
  let count = 0;
  for (const ticket of tickets) {
    if (ticket.status !== 'Chiuso' && ticket.status !== 'Pronto per il ritiro') continue;
    if (!ticket.balance_due || ticket.balance_due <= 0) continue;
    await recordPayment(
      deps,
      { id: adminId, role: 'admin' },
      {
        ticket_id: ticket.id,
        amount: ticket.balance_due,
        method: 'carta',
        direction: 'incasso',
        note: 'Saldo alla consegna',
        close_ticket: false,
      },
    );
    count += 1;
  }
  return count;
}
