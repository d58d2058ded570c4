import type { Instant } from './column-values';

/** An admin's list of checks for one device kind (features/ticket-checks). */
export interface ChecklistTemplatesTable {
  device_kind: string;
  /** JSON [{key, label}] */
  items: string;
  updated_at: Instant;
}

/** One save of a ticket's intake or pickup checks; the newest per stage is the current one. */
export interface TicketChecklistsTable {
  id: string;
  ticket_id: string;
  stage: 'intake' | 'pickup';
  /** JSON [{key, label, result, note}] */
  items: string;
  recorded_by: string | null;
  recorded_at: Instant;
}

/** The customer's signature of one stage: evidence, never edited. */
export interface TicketSignaturesTable {
  id: string;
  ticket_id: string;
  stage: 'intake' | 'pickup';
  storage_key: string;
  size_bytes: number;
  typed_name: string | null;
  terms_version: string | null;
  signed_at: Instant;
  ip: string;
  user_agent: string;
  signed_by: string | null;
}

export interface TicketCheckTables {
  checklist_templates: ChecklistTemplatesTable;
  ticket_checklists: TicketChecklistsTable;
  ticket_signatures: TicketSignaturesTable;
}
