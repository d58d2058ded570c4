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
}

/** GET /api/inventory/reorder: low-stock products grouped by supplier, with its contacts. */
export interface ReorderGroup {
  supplier: { id: string; name: string; email: string | null; phone: string | null } | null;
  products: { id: string; sku: string; name: string; quantity: number }[];
}
