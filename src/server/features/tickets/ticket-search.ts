import { defineTextSearch } from '../../search/text-search';

/** What the list search looks at (SPEC "Ticket list"): number, customer, device, text,
 * IMEI / serial. */
export const ticketSearch = defineTextSearch<{
  ticket_number: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  device_type: string;
  description: string;
  /** Absent for rows written before the column was added. */
  imei?: string | null;
}>({
  table: 'tickets',
  alias: 't',
  fields: (ticket) => [
    ticket.ticket_number,
    ticket.customer_name,
    ticket.customer_email,
    ticket.customer_phone,
    ticket.device_type,
    ticket.description,
    ticket.imei,
  ],
});
