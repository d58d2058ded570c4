import { formatDecimalInput } from '../../../../shared/decimal-input';
import {
  DEFAULT_STAFF_PRIORITY,
  type TicketPriority,
} from '../../../../shared/tickets/ticket-priority';
import { ticketSchemas } from '../../../../shared/tickets/ticket-schemas';
import { DEFAULT_TICKET_STATUS, type TicketStatus } from '../../../../shared/tickets/ticket-status';
import type { Ticket } from '../api/ticket-types';

/** What the inputs hold: text as typed; the shared schemas turn it into the API's values. */
export interface TicketFormValues {
  description: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  device_type: string;
  priority: TicketPriority;
  status: TicketStatus;
  price: string;
  purchase_date: string;
  order_id: string;
  password: string;
  /** An assignee's e-mail, which the server resolves to the account; '' for nobody. */
  assigned_to: string;
  /** The version the edit started from (edit only). */
  version?: number;
}

/** The same rules the server applies, "today" in Europe/Rome. */
export const ticketFormSchemas = ticketSchemas();

export const TICKET_FIELDS = [
  'description',
  'customer_name',
  'customer_email',
  'customer_phone',
  'device_type',
  'priority',
  'status',
  'price',
  'purchase_date',
  'order_id',
  'password',
  'assigned_to',
] as const satisfies readonly (keyof TicketFormValues)[];

export function ticketFormDefaults(ticket?: Ticket): TicketFormValues {
  if (!ticket) {
    return {
      description: '',
      customer_name: '',
      customer_email: '',
      customer_phone: '',
      device_type: '',
      priority: DEFAULT_STAFF_PRIORITY,
      status: DEFAULT_TICKET_STATUS,
      price: '',
      purchase_date: '',
      order_id: '',
      password: '',
      assigned_to: '',
    };
  }
  return {
    description: ticket.description,
    customer_name: ticket.customer_name,
    customer_email: ticket.customer_email,
    customer_phone: ticket.customer_phone ?? '',
    device_type: ticket.device_type,
    priority: ticket.priority,
    status: ticket.status,
    price: ticket.price === null ? '' : formatDecimalInput(Math.round(ticket.price * 100), 2),
    purchase_date: ticket.purchase_date ?? '',
    order_id: ticket.order_id ?? '',
    password: ticket.password ?? '',
    assigned_to: ticket.assigned_to_email ?? '',
    version: ticket.version,
  };
}
