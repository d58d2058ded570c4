import type { Generated, GeneratedAlways } from 'kysely';
import type { TicketPriority } from '../../../shared/tickets/ticket-priority';
import type { TicketStatus } from '../../../shared/tickets/ticket-status';
import type { Instant } from './column-values';

/**
 * A repair ticket. On SQLite the table also has `seq`, an INTEGER PRIMARY KEY the full-text
 * index points at; code never reads it, so it is not declared here.
 */
export interface TicketsTable {
  id: string;
  ticket_number: string;
  description: string;
  status: Generated<TicketStatus>;
  priority: Generated<TicketPriority>;
  /** 1 low, 2 medium, 3 high: computed by the database from priority. */
  priority_rank: GeneratedAlways<number>;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  device_type: string;
  price_cents: number | null;
  password: string | null;
  /** YYYY-MM-DD */
  purchase_date: string | null;
  order_id: string | null;
  user_id: string | null;
  assigned_to: string | null;
  created_via: Generated<'staff' | 'public'>;
  /** Optimistic concurrency: every update adds one, and an edit names the version it read. */
  version: Generated<number>;
  search_text: string;
  created_at: Instant;
  updated_at: Instant;
  /** Soft delete: hidden everywhere but the admin's 'Ticket eliminati', purged after 30 days. */
  deleted_at: Instant | null;
  deleted_by: string | null;
  /** Intake details, all optional. */
  imei: string | null;
  /** JSON array of ACCESSORY keys (shared/tickets/ticket-intake.ts). */
  accessories: string | null;
  accessories_note: string | null;
  intake_condition: string | null;
  /** YYYY-MM-DD */
  expected_ready_date: string | null;
  /** The customer of the register; the customer_* fields stay the snapshot of that day. */
  customer_id: string | null;
  /** The price-list entry chosen at the counter: its warranty months, once delivered. */
  price_list_id: string | null;
  /** The earlier delivered repair this one is a warranty return of (snapshot, decision 030). */
  warranty_ticket_id: string | null;
  warranty_ticket_number: string | null;
  warranty_delivered_at: Instant | null;
  /** YYYY-MM-DD, the last day of that repair's warranty. */
  warranty_until: string | null;
}

/** Staff-only notes: never read by a public page, the public JSON, an e-mail or the sheet. */
export interface TicketNotesTable {
  id: string;
  ticket_id: string;
  author_id: string | null;
  body: string;
  created_at: Instant;
  /** Set when the author edited it (only their own, only the ticket's last note). */
  updated_at: Instant | null;
  /** 1: written by Sportello (a reminder sent), 0/1 on both engines. */
  automatic: Generated<number>;
}

/** One row per numbering period ('YYYY-MM' in Rome): the last sequence number handed out. */
export interface TicketCountersTable {
  period: string;
  last_value: number;
}

export interface TicketAttachmentsTable {
  id: string;
  ticket_id: string;
  /** Where the storage keeps the file: ticket-attachments/{ticketId}/{uuid}.{ext} */
  storage_key: string;
  file_type: 'image' | 'video';
  /** What the content was sniffed to be, served as Content-Type. */
  mime_type: string;
  size_bytes: number;
  original_name: string;
  uploaded_at: Instant;
}

export interface TicketStatusHistoryTable {
  id: string;
  ticket_id: string;
  /** null for the entry written when the ticket was created. */
  from_status: TicketStatus | null;
  to_status: TicketStatus;
  changed_by: string | null;
  /** 'customer': an answer on the public page (no account); 'staff' otherwise. */
  changed_via: Generated<'staff' | 'customer'>;
  changed_at: Instant;
}

export type NotificationEventType = 'ticket_created' | 'ticket_status_changed';

/** Written in the ticket's transaction; the notifications job delivers and marks them. */
export interface NotificationEventsTable {
  id: string;
  type: NotificationEventType;
  ticket_id: string;
  /** JSON text */
  payload: string;
  created_at: Instant;
  processed_at: Instant | null;
}

/**
 * Live tickets other than Chiuso per status and assignee ('' = none), kept by triggers on
 * `tickets` (migration 202612011000): the dashboard's counts without reading the tickets.
 */
export interface TicketOpenCountsTable {
  status: TicketStatus;
  assignee: string;
  /** bigint on PostgreSQL, which pg returns as a string. */
  tickets: number | string;
}

export interface TicketTables {
  tickets: TicketsTable;
  ticket_counters: TicketCountersTable;
  ticket_attachments: TicketAttachmentsTable;
  ticket_status_history: TicketStatusHistoryTable;
  ticket_notes: TicketNotesTable;
  notification_events: NotificationEventsTable;
  ticket_open_counts: TicketOpenCountsTable;
}
