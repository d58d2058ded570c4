import type { ColumnType, Generated } from 'kysely';
import type { CustomerKind } from '../../../shared/customers/customer-schemas';
import type {
  InvoiceKind,
  InvoiceStatus,
  Natura,
  PaymentMethodCode,
  RegimeFiscale,
  StampDutyBearer,
} from '../../../shared/invoices/invoice-codes';
import type { Bool, Instant } from './column-values';

/** Big amounts come back as strings from PostgreSQL (bigint); read them with Number(). */
type Cents = number | string;

/** The shop's invoicing data: one row (id 1). */
export interface InvoicingSettingsTable {
  id: number;
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  vat_number: string | null;
  tax_code: string | null;
  regime_fiscale: Generated<RegimeFiscale>;
  stamp_duty_bearer: Generated<StampDutyBearer>;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: Generated<string>;
  rea_office: string | null;
  rea_number: string | null;
  iban: string | null;
  pec: string | null;
  default_vat_hundredths: Generated<number>;
  number_pattern: Generated<string>;
  next_file_progressive: Generated<number>;
  updated_at: Instant | null;
}

/** One row per year: the last number given and the date it was given on (YYYY-MM-DD, Rome). */
export interface InvoiceCounterTable {
  year: number;
  last_number: number;
  last_date: string;
}

/** Invoices also have `seq` on SQLite, the rowid their full-text index points at. */
export interface InvoiceTable {
  id: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  transmission: string | null;
  number: string | null;
  number_year: number | null;
  number_seq: number | null;
  issue_date: string | null;
  sort_key: string;
  file_progressive: string | null;
  customer_id: string | null;
  customer_kind: CustomerKind;
  customer_name: string;
  customer_first_name: string | null;
  customer_last_name: string | null;
  customer_company_name: string | null;
  customer_tax_code: string | null;
  customer_vat_number: string | null;
  customer_sdi_code: string | null;
  customer_pec: string | null;
  customer_email: string | null;
  customer_street: string | null;
  customer_postal_code: string | null;
  customer_city: string | null;
  customer_province: string | null;
  customer_country: string;
  customer_intent_protocol: string | null;
  customer_intent_date: string | null;
  /** JSON of the shop's invoicing data at issue; null on a draft. */
  seller: string | null;
  ticket_id: string | null;
  quote_id: string | null;
  pc_build_id: string | null;
  /** The counter sale it bills (migration 202612110700). */
  sale_id: ColumnType<string | null, string | null | undefined, string | null>;
  related_invoice_id: string | null;
  payment_method: PaymentMethodCode;
  payment_due_date: string | null;
  notes: string | null;
  /** The regime the draft's lines were last priced under (null: saved before it was kept). */
  priced_regime: ColumnType<string | null, string | null | undefined, string | null>;
  taxable_cents: Cents;
  vat_cents: Cents;
  stamp_duty_cents: Cents;
  total_cents: Cents;
  search_text: string;
  /** What was issued, served as it was sent: the XML file, its name, figures and payments (JSON). */
  issued_xml: string | null;
  issued_file_name: string | null;
  issued_totals: string | null;
  payment_details: string | null;
  created_by: string | null;
  version: Generated<number>;
  created_at: Instant;
  updated_at: Instant;
}

export interface InvoiceLineTable {
  id: string;
  invoice_id: string;
  position: number;
  description: string;
  article_code_type: string | null;
  article_code_value: string | null;
  quantity_hundredths: number;
  /** 10^-8 € (PrezzoUnitario's 8 decimals): a million per cent. */
  unit_price_e8: Cents;
  price_includes_vat: Bool;
  vat_rate_hundredths: number;
  natura: Natura | null;
  discount_hundredths: number | null;
  line_total_cents: Cents;
}

export interface InvoiceTables {
  invoicing_settings: InvoicingSettingsTable;
  invoice_counters: InvoiceCounterTable;
  invoices: InvoiceTable;
  invoice_lines: InvoiceLineTable;
}
