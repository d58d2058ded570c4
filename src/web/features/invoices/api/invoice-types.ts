// PROVISIONAL: the contract's shapes until src/shared/invoices lands; replaced by its DTOs.
export type InvoiceKind = 'TD01' | 'TD04';
export type InvoiceStatus = 'bozza' | 'emessa';

export interface InvoiceLineDto {
  position: number;
  description: string;
  quantity: number;
  unit_price: number;
  vat_rate: number;
  natura: string | null;
  discount_percent: number | null;
  line_total: number;
}

export interface InvoiceSummaryDto {
  vat_rate: number;
  natura: string | null;
  taxable: number;
  vat_amount: number;
}

export interface InvoiceCustomerDto {
  customer_id: string | null;
  kind: 'privato' | 'azienda';
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  tax_code: string | null;
  vat_number: string | null;
  email: string | null;
  pec: string | null;
  sdi_code: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: string;
}

export interface InvoiceDto {
  id: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  number: string | null;
  issue_date: string | null;
  customer: InvoiceCustomerDto;
  lines: InvoiceLineDto[];
  summary: InvoiceSummaryDto[];
  taxable: number;
  vat_amount: number;
  stamp_duty: number;
  total: number;
  payment: { condition: string; method: string; due_date: string | null; iban: string | null };
  ticket_id: string | null;
  quote_id: string | null;
  pc_build_id: string | null;
  related_invoice_id: string | null;
  file_name: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export type InvoiceListItemDto = Pick<
  InvoiceDto,
  'id' | 'kind' | 'status' | 'number' | 'issue_date' | 'total' | 'customer'
>;

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  TD01: 'Fattura',
  TD04: 'Nota di credito',
};
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  bozza: 'Bozza',
  emessa: 'Emessa',
};
export const INVOICE_STATUS_BADGES: Record<InvoiceStatus, string> = {
  bozza: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  emessa: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
};
export const NATURE = [
  'N1',
  'N2.1',
  'N2.2',
  'N3.1',
  'N3.2',
  'N3.3',
  'N3.4',
  'N3.5',
  'N3.6',
  'N4',
  'N5',
  'N6.1',
  'N7',
] as const;
