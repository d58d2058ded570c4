import type { Instant } from './column-values';

/** A supplier invoice: one FatturaElettronicaBody of a received FatturaPA file. */
export interface SupplierInvoiceTable {
  id: string;
  supplier_id: string;
  number: string;
  /** YYYY-MM-DD, the invoice's Data. */
  date: string;
  document_type: string;
  /** An autofattura (TD16–TD20, TD26–TD28) or a file the shop sent itself. */
  self_invoice: boolean | number;
  currency: string;
  total_cents: number | null;
  /** JSON array of the IdDocumento of DatiOrdineAcquisto. */
  order_numbers: string;
  /** JSON array of { name, description, key, size }. */
  attachments: string;
  /** JSON array of { method, due_date, amount_cents } (DettaglioPagamento). */
  payments: string;
  file_key: string;
  file_name: string;
  source: 'upload' | 'sdi';
  /** YYYY-MM-DD the shop paid it, and how (a payment-method code); null while not paid. */
  paid_on: string | null;
  paid_method: string | null;
  stock_loaded_at: Instant | null;
  created_at: Instant;
}

export interface SupplierInvoiceLineTable {
  id: string;
  invoice_id: string;
  line_number: number;
  /** The first CodiceValore of `codes`, shown as the line's code. */
  code: string | null;
  /** JSON array of { type, value }: every CodiceArticolo (type null on lines read before). */
  codes: string;
  description: string;
  /** Decimal text as written in the file (up to 8 decimals); null when absent. */
  quantity: string | null;
  unit: string | null;
  unit_price: string;
  total_cents: number;
  vat_rate: string;
  kind: 'goods' | 'non_goods' | null;
  product_id: string | null;
  movement_id: string | null;
}

export interface SupplierProductCodeTable {
  supplier_id: string;
  code: string;
  product_id: string;
  updated_at: Instant;
}

export interface SupplierInvoiceTables {
  supplier_invoices: SupplierInvoiceTable;
  supplier_invoice_lines: SupplierInvoiceLineTable;
  supplier_product_codes: SupplierProductCodeTable;
}
