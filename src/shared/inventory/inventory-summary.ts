/** GET /api/inventory/summary: the inventory dashboard's and the admin dashboard's counters. */
export interface InventoryCounts {
  products: number;
  suppliers: number;
  quotes: number;
  low_stock: number;
  brands: number;
  categories: number;
  /** The admin dashboard's PC Build card. */
  pc_builds: number;
  /** Quantity × cost of the products with a cost, in euros (beside the value at selling price). */
  stock_value_at_cost: number;
  /** Products in stock without a cost, left out of stock_value_at_cost. */
  stock_without_cost: number;
}

/** GET /api/inventory/reorder: low-stock products grouped by supplier, with its contacts. */
export interface ReorderGroup {
  supplier: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    /** The same number grouped for reading (`+39 011 555 4321`), formatted by the server. */
    phone_display: string | null;
  } | null;
  /** Held for tickets and still to arrive from open orders (decision 049). */
  products: {
    id: string;
    sku: string;
    name: string;
    quantity: number;
    reserved: number;
    on_order: number;
  }[];
}
