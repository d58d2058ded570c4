import type { AttachmentKind } from '../../../../shared/tickets/attachment-rules';
import type { TicketCreatedVia } from '../../../../shared/tickets/ticket-display';
import type { TicketPriority } from '../../../../shared/tickets/ticket-priority';
import type { TicketStatus } from '../../../../shared/tickets/ticket-status';

/** The JSON shapes of the staff ticket API (ARCHITECTURE §5, the server's tickets.presenter). */
export interface TicketAttachment {
  id: string;
  ticket_id: string;
  file_type: AttachmentKind;
  mime_type: string;
  original_name: string;
  size_bytes: number;
  uploaded_at: string;
  url: string;
}

export interface Ticket {
  id: string;
  ticket_number: string;
  description: string;
  status: TicketStatus;
  priority: TicketPriority;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  device_type: string;
  price: number | null;
  password: string | null;
  purchase_date: string | null;
  order_id: string | null;
  user_id: string | null;
  assigned_to: string | null;
  created_via: TicketCreatedVia;
  created_by_email: string | null;
  assigned_to_email: string | null;
  created_by_name: string | null;
  assigned_to_name: string | null;
  /** Created by the account of the setting ticket_highlight_user_id (yellow ring). */
  highlighted: boolean;
  /** Sent back with every edit; a stale one is refused with 409. */
  version: number;
  created_at: string;
  updated_at: string;
  attachments: TicketAttachment[];
}

export interface StatusChange {
  id: string;
  from_status: TicketStatus | null;
  to_status: TicketStatus;
  changed_by: string | null;
  changed_by_email: string | null;
  changed_by_name: string | null;
  changed_at: string;
}

/** GET /api/tickets/:id: the ticket and its status history, oldest first. */
export interface TicketDetail extends Ticket {
  history: StatusChange[];
}
