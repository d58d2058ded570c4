import type { Generated } from 'kysely';
import type { QuoteAnswer, QuoteStatus } from '../../../shared/quotes/quotes';
import type { Instant } from './column-values';

/** Big amounts come back as strings from PostgreSQL (bigint); read them with Number(). */
type Cents = number | string;

/** Quotes also have `seq` on SQLite, the rowid their full-text index points at. */
export interface QuoteTable {
  id: string;
  quote_number: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  /** The customer of the register; the customer_* fields stay the snapshot of that day. */
  customer_id: string | null;
  status: QuoteStatus;
  expiry_date: string | null;
  expiry_key: string;
  margin_tenths: number;
  /** Hundredths of a percent (22 % = 2200), as every VAT rate. */
  vat_hundredths: number;
  notes: string | null;
  ticket_id: string | null;
  user_id: string | null;
  taxable_cents: Cents;
  vat_cents: Cents;
  total_cents: Cents;
  margin_cents: Cents;
  search_text: string;
  version: Generated<number>;
  created_at: Instant;
  updated_at: Instant;
}

export interface QuoteItemTable {
  id: string;
  quote_id: string;
  position: number;
  product_id: string | null;
  description: string;
  quantity: number;
  unit_cost_cents: Cents;
  unit_price_cents: Cents;
  line_total_cents: Cents;
}

export interface QuoteStatusHistoryTable {
  id: string;
  quote_id: string;
  seq: number;
  from_status: QuoteStatus | null;
  to_status: QuoteStatus;
  changed_by: string | null;
  via: 'staff' | 'public';
  created_at: Instant;
}

export interface QuoteAnswerTable {
  quote_id: string;
  answer: QuoteAnswer;
  address: string;
  user_agent: string | null;
  answered_at: Instant;
  /** JSON of PublicQuoteSnapshot: what the customer answered; null for answers before it. */
  snapshot: string | null;
}

export interface QuoteTables {
  quotes: QuoteTable;
  quote_items: QuoteItemTable;
  quote_status_history: QuoteStatusHistoryTable;
  quote_answers: QuoteAnswerTable;
}
