import { formatDecimalInput } from '../../../../shared/decimal-input';
import type { PaymentMethod } from '../../../../shared/payments/payment-methods';
import type { Accessory } from '../../../../shared/tickets/ticket-intake';
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
  /** The register's customer the ticket is linked to; '' for a person the server finds or creates. */
  customer_id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  /** New tickets only: the surname within customer_name, when the form asked (a new customer). */
  customer_last_name?: string;
  device_type: string;
  priority: TicketPriority;
  status: TicketStatus;
  price: string;
  purchase_date: string;
  order_id: string;
  password: string;
  /** An assignee's e-mail, which the server resolves to the account; '' for nobody. */
  assigned_to: string;
  /** Intake details. */
  imei: string;
  accessories: Accessory[];
  accessories_note: string;
  intake_condition: string;
  /** New tickets only: the deposit becomes the ticket's first payment, with its method. */
  deposit: string;
  deposit_method: PaymentMethod;
  expected_ready_date: string;
  /** The price-list entry whose price was taken (decision 030); absent: none chosen. */
  price_list_id?: string;
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
  'customer_last_name',
  'device_type',
  'priority',
  'status',
  'price',
  'purchase_date',
  'order_id',
  'password',
  'assigned_to',
  'imei',
  'accessories',
  'accessories_note',
  'intake_condition',
  'deposit',
  'deposit_method',
  'expected_ready_date',
] as const satisfies readonly (keyof TicketFormValues)[];

const NO_INTAKE = {
  imei: '',
  accessories: [],
  accessories_note: '',
  intake_condition: '',
  deposit: '',
  deposit_method: 'contanti' as PaymentMethod,
  expected_ready_date: '',
};

const euroText = (euros: number | null) =>
  euros === null ? '' : formatDecimalInput(Math.round(euros * 100), 2);

export function ticketFormDefaults(ticket?: Ticket): TicketFormValues {
  if (!ticket) {
    return {
      description: '',
      customer_id: '',
      customer_name: '',
      customer_email: '',
      customer_phone: '',
      customer_last_name: '',
      device_type: '',
      priority: DEFAULT_STAFF_PRIORITY,
      status: DEFAULT_TICKET_STATUS,
      price: '',
      purchase_date: '',
      order_id: '',
      password: '',
      assigned_to: '',
      ...NO_INTAKE,
    };
  }
  return {
    description: ticket.description,
    customer_id: ticket.customer_id ?? '',
    customer_name: ticket.customer_name,
    customer_email: ticket.customer_email,
    customer_phone: ticket.customer_phone_display ?? ticket.customer_phone ?? '',
    device_type: ticket.device_type,
    priority: ticket.priority,
    status: ticket.status,
    price: euroText(ticket.price),
    purchase_date: ticket.purchase_date ?? '',
    order_id: ticket.order_id ?? '',
    password: ticket.password ?? '',
    assigned_to: ticket.assigned_to_email ?? '',
    imei: ticket.imei ?? '',
    accessories: ticket.accessories,
    accessories_note: ticket.accessories_note ?? '',
    intake_condition: ticket.intake_condition ?? '',
    deposit: '',
    deposit_method: 'contanti',
    expected_ready_date: ticket.expected_ready_date ?? '',
    version: ticket.version,
  };
}
