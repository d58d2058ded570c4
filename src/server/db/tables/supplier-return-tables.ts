import type { Instant } from './column-values';

/** Pieces sent back to a supplier and what it owes for them (decision 050). */
export interface SupplierReturnTable {
  id: string;
  supplier_id: string;
  /** The received order line, or the loaded invoice line, the pieces came in on. */
  order_line_id: string | null;
  invoice_line_id: string | null;
  product_id: string | null;
  /** The line's words and its document (PO-2026-0007, Fattura 12/A), kept as they were. */
  description: string;
  document: string;
  quantity: number;
  unit_cost_cents: number;
  /** The `reso_fornitore` movement. */
  movement_id: string | null;
  status: 'aperto' | 'chiuso';
  note: string | null;
  created_by: string | null;
  settled_at: Instant | null;
  created_at: Instant;
}

export interface SupplierReturnTables {
  supplier_returns: SupplierReturnTable;
}
