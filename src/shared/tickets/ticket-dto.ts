import * as z from 'zod/mini';
import { linkedCustomerDto } from '../customers/customer-link';
import { ticketChecksDto } from './ticket-checks';
import { ACCESSORY_KEYS, type Accessory } from './ticket-intake';
import { TICKET_PRIORITIES } from './ticket-priority';
import { TICKET_STATUSES } from './ticket-status';
import { ticketWarrantyDto } from './ticket-warranty';

/**
 * What the staff ticket API answers (ARCHITECTURE §5): one schema per shape, the type of the
 * server's presenters and of the web's views (`import type`), and the OpenAPI document's source.
 */
const instant = z.string();

export const ticketAttachmentDto = z.object({
  id: z.string(),
  ticket_id: z.string(),
  file_type: z.enum(['image', 'video']),
  mime_type: z.string(),
  original_name: z.string(),
  size_bytes: z.number(),
  uploaded_at: instant,
  /** Staff only: GET /api/attachments/{id}. */
  url: z.string(),
});

export const ticketDto = z.object({
  id: z.string(),
  ticket_number: z.string(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  customer_name: z.string(),
  customer_email: z.string(),
  /** E.164; links use it. */
  customer_phone: z.nullable(z.string()),
  /** The same number grouped for reading (`+39 333 123 4567`), formatted by the server. */
  customer_phone_display: z.nullable(z.string()),
  /** The customer record the ticket is linked to; the fields above are that day's snapshot. */
  customer_id: z.nullable(z.string()),
  customer: z.nullable(linkedCustomerDto),
  device_type: z.string(),
  /** Euros (stored as integer cents). */
  price: z.nullable(z.number()),
  password: z.nullable(z.string()),
  purchase_date: z.nullable(z.string()),
  order_id: z.nullable(z.string()),
  /** Intake details. */
  imei: z.nullable(z.string()),
  accessories: z.array(z.enum(ACCESSORY_KEYS as [Accessory, ...Accessory[]])),
  accessories_note: z.nullable(z.string()),
  intake_condition: z.nullable(z.string()),
  /** Euros: the parts *venduti a parte*, charged on top of the price. */
  parts_sold_separately: z.number(),
  /** Euros received: the ticket's payments, incassi less rimborsi and storni. */
  paid: z.number(),
  /** Euros; *Da saldare* = price + parts sold separately − paid (null when neither is set). */
  balance_due: z.nullable(z.number()),
  /** A payment (storno included) or an issued invoice: price and deletion are then staff's. */
  money_taken: z.boolean(),
  /** YYYY-MM-DD */
  expected_ready_date: z.nullable(z.string()),
  /** The price-list entry chosen at the counter, and the warranty this ticket is a return of. */
  price_list_id: z.nullable(z.string()),
  warranty: ticketWarrantyDto,
  user_id: z.nullable(z.string()),
  assigned_to: z.nullable(z.string()),
  created_via: z.enum(['staff', 'public']),
  created_by_email: z.nullable(z.string()),
  assigned_to_email: z.nullable(z.string()),
  created_by_name: z.nullable(z.string()),
  assigned_to_name: z.nullable(z.string()),
  /** Created by the account of the setting ticket_highlight_user_id (yellow ring). */
  highlighted: z.boolean(),
  /** Sent back with every edit; a stale one is refused with 409. */
  version: z.number(),
  created_at: instant,
  updated_at: instant,
  attachments: z.array(ticketAttachmentDto),
});

export const statusChangeDto = z.object({
  id: z.string(),
  from_status: z.nullable(z.enum(TICKET_STATUSES)),
  to_status: z.enum(TICKET_STATUSES),
  changed_by: z.nullable(z.string()),
  /** 'customer': the customer's answer on the public page (changed_by is then null). */
  changed_via: z.enum(['staff', 'customer']),
  changed_by_email: z.nullable(z.string()),
  changed_by_name: z.nullable(z.string()),
  changed_at: instant,
});

/** GET /api/tickets/:id: the ticket, its status history (oldest first), its checks and signatures. */
export const ticketDetailDto = z.extend(ticketDto, {
  history: z.array(statusChangeDto),
  ...ticketChecksDto.shape,
});

export type TicketAttachmentDto = z.output<typeof ticketAttachmentDto>;
export type TicketDto = z.output<typeof ticketDto>;
export type StatusChangeDto = z.output<typeof statusChangeDto>;
export type TicketDetailDto = z.output<typeof ticketDetailDto>;
