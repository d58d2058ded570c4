import * as z from 'zod/mini';
import { TICKET_STATUSES } from '../tickets/ticket-status';

/**
 * Customers found again: the people of earlier tickets, looked up by name, phone or
 * e-mail while the staff form is typed, and a customer's other tickets.
 */
export const CUSTOMER_LOOKUP_MAX = 20;
export const CUSTOMER_LOOKUP_DEFAULT = 8;
const LIMIT_MESSAGE = `Il limite deve essere un numero tra 1 e ${CUSTOMER_LOOKUP_MAX}`;

/** GET /api/customers?q=…&limit=…: at least two characters, so one letter lists nobody. */
export const customerLookupQuery = z.object({
  q: z
    .string('Scrivi almeno 2 caratteri')
    .check(
      z.trim(),
      z.minLength(2, 'Scrivi almeno 2 caratteri'),
      z.maxLength(100, 'Ricerca troppo lunga: massimo 100 caratteri'),
    ),
  limit: z._default(
    z.coerce
      .number(LIMIT_MESSAGE)
      .check(
        z.refine(Number.isInteger, LIMIT_MESSAGE),
        z.gte(1, LIMIT_MESSAGE),
        z.lte(CUSTOMER_LOOKUP_MAX, LIMIT_MESSAGE),
      ),
    CUSTOMER_LOOKUP_DEFAULT,
  ),
});

/** One customer as their most recent ticket recorded them. */
export const customerMatchDto = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  /** The same number grouped for reading (`+39 333 123 4567`), formatted by the server. */
  phone_display: z.nullable(z.string()),
  /** When their most recent ticket was created (ISO UTC). */
  last_ticket_at: z.string(),
});
export const customerMatchesDto = z.object({ items: z.array(customerMatchDto) });

/** GET /api/tickets/:id/customer-tickets: the same customer's other tickets, newest first. */
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

export type CustomerMatchDto = z.output<typeof customerMatchDto>;
export type CustomerTicketDto = z.output<typeof customerTicketDto>;
export type CustomerTicketsDto = z.output<typeof customerTicketsDto>;
