import { CUSTOMER_TICKETS_MAX, type CustomerTicketsDto } from '../../../shared/counter/customers';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { toIso } from '../../db/normalize';
import { notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { customerTicketRows, ticketCustomer } from './customer-tickets.queries';

/** The other tickets of this ticket's customer (same e-mail or same phone), newest first. */
export async function customerTickets(
  deps: Pick<AppDeps, 'db'>,
  ticketId: string,
): Promise<CustomerTicketsDto> {
  const customer = await ticketCustomer(deps.db, ticketId);
  if (!customer) throw notFound(TICKET_NOT_FOUND);
  const rows = await customerTicketRows(
    deps.db,
    { excludeId: ticketId, email: customer.customer_email, phone: customer.customer_phone },
    CUSTOMER_TICKETS_MAX + 1,
  );
  return {
    items: rows.slice(0, CUSTOMER_TICKETS_MAX).map((row) => ({
      id: row.id,
      ticket_number: row.ticket_number,
      status: row.status,
      device_type: row.device_type,
      created_at: toIso(row.created_at),
    })),
    more: rows.length > CUSTOMER_TICKETS_MAX,
  };
}
