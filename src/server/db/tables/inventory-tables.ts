import type { Generated } from 'kysely';
import type { StockReason } from '../../../shared/inventory/stock';
import type { Instant } from './column-values';

/**
 * Suppliers and products also have `seq` on SQLite, the INTEGER PRIMARY KEY their full-text
 * index points at (as tickets do); code never reads it, so it is not declared here.
 */
export interface SupplierTable {
  id: string;
  name: string;
  sort_name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  vat_number: string | null;
  /** Usual days from order to delivery: a sent order is late after them. */
  lead_time_days: number | null;
  search_text: string;
  created_at: Instant;
  updated_at: Instant;
}

/** Brands and categories have the same shape. */
export interface LabelTable {
  id: string;
  name: string;
  /** Folded name, unique: one brand whatever the case or accents. */
  name_key: string;
  description: string | null;
  created_at: Instant;
  updated_at: Instant;
}

/** A category may name the PC component kind of its products (null: none). */
export interface CategoryTable extends LabelTable {
  pc_kind: string | null;
}

export interface ProductTable {
  id: string;
  sku: string;
  ean: string | null;
  name: string;
  sort_name: string;
  brand_id: string | null;
  category_id: string | null;
  supplier_id: string | null;
  quantity: number;
  /** Below it the product is low on stock ('Scorta bassa', the reorder list). */
  min_stock: Generated<number>;
  /** Pieces held for tickets: the open `stock_reservations` (never more than quantity). */
  reserved: Generated<number>;
  price_cents: number;
  cost_cents: number | null;
  description: string | null;
  user_id: string | null;
  search_text: string;
  created_at: Instant;
  updated_at: Instant;
}

export interface StockMovementTable {
  id: string;
  product_id: string;
  delta: number;
  quantity_after: number;
  reason: StockReason;
  note: string | null;
  user_id: string | null;
  ticket_id: string | null;
  /** Set when a ticket's part is *venduto a parte*: its unit price, VAT included. */
  sold_price_cents: number | string | null;
  created_at: Instant;
}

export type ReservationStatus = 'reserved' | 'used' | 'released';

/** Pieces held for one ticket (decision 049). */
export interface StockReservationTable {
  id: string;
  product_id: string;
  ticket_id: string;
  purchase_order_line_id: string | null;
  quantity: number;
  status: ReservationStatus;
  /** The `ticket` movement that used it. */
  movement_id: string | null;
  user_id: string | null;
  created_at: Instant;
  updated_at: Instant;
}

/** Per category ('' = none), kept by triggers on `products` (migration 202611260900). */
export interface ProductTotalsTable {
  category_key: string;
  products: number | string;
  low_stock: number | string;
  quantity: number | string;
  value_cents: number | string;
}

export interface InventoryTables {
  suppliers: SupplierTable;
  brands: LabelTable;
  categories: CategoryTable;
  products: ProductTable;
  stock_movements: StockMovementTable;
  stock_reservations: StockReservationTable;
  product_totals: ProductTotalsTable;
}
