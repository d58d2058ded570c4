import type { Instant } from './column-values';

export type DiscountKind = 'percent' | 'amount';

/** A counter sale: never edited; a void marks it `annullata` and reverses stock and payments. */
export interface SalesTable {
  id: string;
  /** `V-YYYY-NNNN`, in sequence within the Rome year. */
  number: string;
  customer_id: string | null;
  /** The lines' totals, before the discount on the total. */
  subtotal_cents: number;
  /** The discount on the total: percent in tenths (105 = 10,5 %, as pricing rates) or cents. */
  discount_kind: DiscountKind | null;
  discount_value: number | null;
  total_cents: number;
  status: 'completata' | 'annullata';
  user_id: string | null;
  created_at: Instant;
  voided_at: Instant | null;
  voided_by: string | null;
  void_reason: string | null;
}

/** A line: the list price is kept, the discount beside it (same units as the sale's). */
export interface SaleLinesTable {
  id: string;
  sale_id: string;
  position: number;
  product_id: string | null;
  description: string;
  quantity: number;
  unit_price_cents: number;
  discount_kind: DiscountKind | null;
  discount_value: number | null;
  total_cents: number;
  /** In hundredths of a percent (22 % = 2200), as every VAT rate. */
  vat_hundredths: number;
  /** Why a line at 0 % carries no VAT (N1–N7, as on invoices); null at a rate. */
  natura: string | null;
  /** The `scarico` this line made, for warehouse lines. */
  stock_movement_id: string | null;
}

export interface SaleTables {
  sales: SalesTable;
  sale_lines: SaleLinesTable;
  sale_counters: { period: string; last_value: number };
}
