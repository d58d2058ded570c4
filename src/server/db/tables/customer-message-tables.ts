import type { TicketStatus } from '../../../shared/tickets/ticket-status';
import type { Instant } from './column-values';

/** The texts saved for one ticket status (migration 202612042000). */
export interface CustomerMessagesTable {
  status: TicketStatus;
  /** 0/1 on both engines. */
  enabled: number;
  subject: string;
  body: string;
  whatsapp: string;
  updated_at: Instant;
}

/** One row (id 1) once the admin saved; absent, the defaults apply. */
export interface CustomerReminderSettingsTable {
  id: number;
  ready_after_days: number;
  ready_every_days: number;
  ready_max: number;
  quote_after_days: number;
  updated_at: Instant;
}

export interface CustomerRemindersTable {
  id: string;
  kind: 'ready' | 'quote';
  ticket_id: string | null;
  quote_id: string | null;
  anchor: string;
  seq: number;
  /** YYYY-MM-DD in Rome. */
  sent_on: string;
  created_at: Instant;
}

export interface CustomerMessageTables {
  customer_messages: CustomerMessagesTable;
  customer_reminder_settings: CustomerReminderSettingsTable;
  customer_reminders: CustomerRemindersTable;
}
