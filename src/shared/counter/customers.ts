import * as z from 'zod/mini';
import { TICKET_STATUSES } from '../tickets/ticket-status';

/**
 * GET /api/tickets/:id/customer-tickets: the other tickets with the e-mail or phone this one
 * recorded, newest first.
 */
export const CUSTOMER_TICKETS_MAX = 20;
export const customerTicketDto = z.object({
  id: z.string(),
  ticket_number: z.string(),
  status: z.enum(TICKET_STATUSES),
  device_type: z.string(),
  created_at: z.string(),
});
export const customerTicketsDto = z.object({
  items: z.array(customerTicketDto),
  /** More than CUSTOMER_TICKETS_MAX exist: the list shows the newest ones. */
  more: z.boolean(),
});

export type CustomerTicketDto = z.output<typeof customerTicketDto>;
export type CustomerTicketsDto = z.output<typeof customerTicketsDto>;
