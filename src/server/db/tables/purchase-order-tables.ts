import type { Generated } from 'kysely';
import type { PurchaseOrderStatus } from '../../../shared/inventory/purchase-orders';
import type { Instant } from './column-values';

export interface PurchaseOrderTable {
  id: string;
  /** Rome year and number within it: PO-YYYY-NNNN. */
  year: number;
  number: number;
  supplier_id: string;
  status: PurchaseOrderStatus;
  notes: string | null;
  created_by: string | null;
  sent_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface PurchaseOrderLineTable {
  id: string;
  order_id: string;
  position: number;
  product_id: string | null;
  description: string;
  quantity: number;
  unit_cost_cents: number;
  ticket_id: string | null;
  received_quantity: number;
  /** Received pieces a supplier invoice has billed: the rest may still be billed by one. */
  invoiced_quantity: Generated<number>;
}

/** One arrival of goods against a line, with the `carico` movement it made. */
export interface PurchaseOrderReceiptTable {
  id: string;
  line_id: string;
  quantity: number;
  /** Null for a free-text line: nothing entered the warehouse. */
  movement_id: string | null;
  user_id: string | null;
  created_at: Instant;
}

export interface PurchaseOrderTables {
  purchase_order_counters: { period: string; last_value: number };
  purchase_orders: PurchaseOrderTable;
  purchase_order_lines: PurchaseOrderLineTable;
  purchase_order_receipts: PurchaseOrderReceiptTable;
}
