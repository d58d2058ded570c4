import { centsToEuro } from '../../../shared/money';
import { formatPhone } from '../../../shared/phone-format';
import { balanceDue, ticketChargeCents } from '../../../shared/tickets/ticket-charge';
import type {
  StatusChangeDto,
  TicketAttachmentDto,
  TicketDto,
} from '../../../shared/tickets/ticket-dto';
import { parseAccessories } from '../../../shared/tickets/ticket-intake';
import type { TicketStatus } from '../../../shared/tickets/ticket-status';
import { toBool, toIso } from '../../db/normalize';
import type { TicketRow } from './tickets.queries';

/**
 * A ticket as the staff API shows it: an explicit list of fields (search_text and the like never
 * leave the server), price in euros, instants as ISO-8601 UTC whichever engine read them.
 */
export function presentTicket(row: TicketRow, attachments: TicketAttachmentDto[]): TicketDto {
  return {
    id: row.id,
    ticket_number: row.ticket_number,
    description: row.description,
    status: row.status,
    priority: row.priority,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    customer_phone: row.customer_phone,
    customer_phone_display: row.customer_phone ? formatPhone(row.customer_phone) : null,
    customer_id: row.customer_id,
    customer:
      row.customer_id && row.customer_display_name !== null
        ? {
            id: row.customer_id,
            display_name: row.customer_display_name,
            to_review: toBool(row.customer_to_review ?? false),
          }
        : null,
    device_type: row.device_type,
    price: row.price_cents === null ? null : centsToEuro(Number(row.price_cents)),
    password: row.password,
    purchase_date: row.purchase_date,
    order_id: row.order_id,
    imei: row.imei,
    accessories: parseAccessories(row.accessories),
    accessories_note: row.accessories_note,
    intake_condition: row.intake_condition,
    parts_sold_separately: centsToEuro(Number(row.separate_parts_cents)),
    paid: centsToEuro(Number(row.paid_cents)),
    balance_due: balanceDue(
      ticketChargeCents(cents(row.price_cents), Number(row.separate_parts_cents)),
      Number(row.paid_cents),
    ),
    expected_ready_date: row.expected_ready_date,
    price_list_id: row.price_list_id,
    warranty:
      row.warranty_ticket_number && row.warranty_delivered_at && row.warranty_until
        ? {
            ticket_id: row.warranty_ticket_id,
            ticket_number: row.warranty_ticket_number,
            delivered_at: toIso(row.warranty_delivered_at),
            until: row.warranty_until,
          }
        : null,
    user_id: row.user_id,
    assigned_to: row.assigned_to,
    created_via: row.created_via,
    created_by_email: row.created_by_email,
    assigned_to_email: row.assigned_to_email,
    created_by_name: row.created_by_name,
    assigned_to_name: row.assigned_to_name,
    money_taken: toBool(row.money_taken),
    highlighted: row.user_id !== null && row.user_id === row.highlight_user_id,
    version: Number(row.version),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    attachments,
  };
}

/** PostgreSQL may hand integers back as strings. */
const cents = (value: number | null) => (value === null ? null : Number(value));

export interface StatusHistoryRow {
  id: string;
  from_status: TicketStatus | null;
  to_status: TicketStatus;
  changed_by: string | null;
  changed_via: 'staff' | 'customer';
  changed_by_email: string | null;
  changed_by_name: string | null;
  changed_at: string | Date;
}

/** The customer's own answer is named with the ticket's customer: they have no account. */
export function presentStatusChange(row: StatusHistoryRow, customerName: string): StatusChangeDto {
  return {
    id: row.id,
    from_status: row.from_status,
    to_status: row.to_status,
    changed_by: row.changed_by,
    changed_via: row.changed_via,
    changed_by_email: row.changed_by_email,
    changed_by_name: row.changed_via === 'customer' ? customerName : row.changed_by_name,
    changed_at: toIso(row.changed_at),
  };
}
