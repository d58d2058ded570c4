import type { Generated } from 'kysely';
import type { CustomerKind } from '../../../shared/customers/customer-schemas';
import type { Bool, Instant } from './column-values';

/**
 * The customer register. On SQLite the table also has `seq`, the INTEGER PRIMARY KEY its
 * full-text index points at; code never reads it, so it is not declared here.
 */
export interface CustomerTable {
  id: string;
  kind: CustomerKind;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  /** "Cognome Nome" or the company name, stored for sorting and showing. */
  display_name: string;
  /** display_name folded (accents and case aside): the list's name order, the same on both engines. */
  sort_name: string;
  tax_code: string | null;
  vat_number: string | null;
  email: string | null;
  pec: string | null;
  sdi_code: string | null;
  intent_protocol: string | null;
  intent_date: string | null;
  /** E.164 */
  phone: string | null;
  phone2: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: Generated<string>;
  notes: string | null;
  privacy_ack_at: Instant | null;
  marketing_consent: Generated<Bool>;
  marketing_consent_at: Instant | null;
  to_review: Generated<Bool>;
  search_text: string;
  /** Digits of the phone's national significant number: how a document finds its customer. */
  phone_key: string | null;
  /** The e-mail trimmed and lower-cased. */
  email_key: string | null;
  last_activity_at: Instant;
  anonymised_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  version: Generated<number>;
}

/** What happened to a customer that the law or the shop wants on record (merge, export, …). */
export interface CustomerEventTable {
  id: string;
  customer_id: string;
  kind: string;
  /** Who did it; null once that account is removed. */
  user_id: string | null;
  /** JSON text. */
  details: string | null;
  created_at: Instant;
}

export interface CustomerTables {
  customers: CustomerTable;
  customer_events: CustomerEventTable;
}
