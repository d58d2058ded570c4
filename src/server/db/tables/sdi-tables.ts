import type { Bool, Instant } from './column-values';

export type SdiTransmissionState =
  | 'in_coda'
  | 'inviata'
  | 'consegnata'
  | 'mancata_consegna'
  | 'scartata'
  | 'decorrenza_termini';

export type SdiNotificationType = 'RC' | 'NS' | 'MC' | 'NE' | 'DT' | 'AT';

/** The one SDI channel saved in Settings (id is always 1); secrets sealed (mail/secret-box.ts). */
export interface SdiSettingsTable {
  id: number;
  channel: string;
  base_url: string | null;
  /** JSON of the channel's credential fields, sealed; null: none. */
  credentials_sealed: string | null;
  webhook_secret_sealed: string | null;
  send_on_issue: Bool;
  /** When automatic send was switched on (on a channel that sends); null while it is off. */
  send_on_issue_since: Instant | null;
  updated_at: Instant;
  updated_by: string | null;
}

/** One send of an invoice's file: the queue row while in_coda, then its journey. */
export interface SdiTransmissionTable {
  id: string;
  invoice_id: string;
  /** 1 for the invoice's first send, 2 for its resend, …: the order whatever the clock says. */
  send_number: number;
  channel: string;
  file_name: string;
  /** The exact XML sent: the original the law keeps. */
  xml: string;
  state: SdiTransmissionState;
  provider_id: string | null;
  attempts: number;
  next_attempt_at: Instant;
  lease_until: Instant | null;
  last_error: string | null;
  sent_at: Instant | null;
  created_at: Instant;
  created_by: string | null;
}

export interface SdiNotificationTable {
  id: string;
  provider_notification_id: string;
  transmission_id: string;
  type: SdiNotificationType;
  /** JSON [{code, description}]. */
  errors: string;
  file_name: string | null;
  file: string | null;
  received_at: Instant;
}

/** A supplier invoice's file the channel received: imported (its ids) or refused (why). */
export interface SdiReceivedFileTable {
  id: string;
  /** The intermediary's id of the received file: what makes listing it twice harmless. */
  provider_id: string;
  channel: string;
  file_name: string;
  /** JSON array of the supplier invoices made from it. */
  supplier_invoice_ids: string;
  error: string | null;
  received_at: Instant;
}

export interface SdiTables {
  sdi_settings: SdiSettingsTable;
  sdi_transmissions: SdiTransmissionTable;
  sdi_notifications: SdiNotificationTable;
  sdi_received_files: SdiReceivedFileTable;
}
