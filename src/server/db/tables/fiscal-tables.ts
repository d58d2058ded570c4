import type { Generated } from 'kysely';
import type { Bool, Instant } from './column-values';

export type FiscalProtocol = 'epson_fpmate' | 'custom_xml' | 'rch_xml';
export type FiscalReceiptKind = 'vendita' | 'reso' | 'annullo';
export type FiscalReceiptStatus = 'da_emettere' | 'in_stampa' | 'emesso' | 'errore';

export interface FiscalDevicesTable {
  id: string;
  name: string;
  protocol: FiscalProtocol;
  url: string;
  timeout_ms: Generated<number>;
  operator: Generated<number>;
  /** JSON: VAT rate ("22") or natura ("N2") → RT department number. */
  departments: Generated<string>;
  /** JSON: payment method → { type, index } of the RT. */
  tenders: Generated<string>;
  serial: string | null;
  enabled: Bool;
  version: Generated<number>;
  /** The receipt printing on it now (one at a time), until `print_until`. */
  print_holder: string | null;
  print_until: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface FiscalReceiptsTable {
  id: string;
  device_id: string;
  kind: FiscalReceiptKind;
  status: FiscalReceiptStatus;
  /** JSON: the RtDocument as recorded with the payment; what every attempt sends. */
  document: string;
  /** JSON: the sale as asked (ReceiptRequest) while no document could be built from it; else null. */
  request: string | null;
  total_cents: number | string | bigint;
  payment_ids: Generated<string>;
  ticket_id: string | null;
  sale_id: string | null;
  related_receipt_id: string | null;
  reason: string | null;
  rt_serial: string | null;
  z_number: number | null;
  document_number: number | null;
  rt_date: string | null;
  before_z_number: number | null;
  before_document_number: number | null;
  attempts: Generated<number>;
  lease_until: Instant | null;
  emitted_at: Instant | null;
  created_by: string | null;
  created_at: Instant;
}

export interface FiscalTables {
  fiscal_devices: FiscalDevicesTable;
  fiscal_receipts: FiscalReceiptsTable;
}
