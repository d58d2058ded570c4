import type { Kysely } from 'kysely';
import type { InventoryCounts, ReorderGroup } from '../../../shared/inventory/inventory-summary';
import { formatPhone } from '../../../shared/phone-format';
import type { DB } from '../../db/schema';
import { countRows, productCounts, selectReorderRows } from './inventory.queries';
import { stockCostCounts } from './stock-cost.queries';

/**
 * GET /api/inventory/summary: the inventory dashboard's counters and the admin dashboard's cards.
 */
export async function inventorySummary(db: Kysely<DB>): Promise<InventoryCounts> {
  const [products, suppliers, brands, categories, quotes, pcBuilds, cost] = await Promise.all([
    productCounts(db),
    countRows(db, 'suppliers'),
    countRows(db, 'brands'),
    countRows(db, 'categories'),
    countRows(db, 'quotes'),
    countRows(db, 'pc_builds'),
    stockCostCounts(db),
  ]);
  return { ...products, suppliers, quotes, brands, categories, pc_builds: pcBuilds, ...cost };
}

/** At most this many low-stock products in the reorder list (the counter says how many in all). */
const REORDER_LIMIT = 500;

/**
 * What to reorder: the products below their minimum stock, grouped by supplier with the supplier's
 * e-mail and phone (the inventory dashboard's list); products without a supplier come last.
 */
export async function reorderList(db: Kysely<DB>): Promise<{ groups: ReorderGroup[] }> {
  const rows = await selectReorderRows(db, REORDER_LIMIT);
  const groups = new Map<string, ReorderGroup>();
  for (const row of rows) {
    const key = row.supplier_id ?? '';
    const group = groups.get(key) ?? {
      supplier:
        row.supplier_id && row.supplier_name !== null
          ? {
              id: row.supplier_id,
              name: row.supplier_name,
              email: row.email,
              phone: row.phone,
              phone_display: row.phone ? formatPhone(row.phone) : null,
            }
          : null,
      products: [],
    };
    group.products.push({
      id: row.id,
      sku: row.sku,
      name: row.name,
      quantity: Number(row.quantity),
      reserved: Number(row.reserved),
      on_order: Number(row.on_order),
    });
    groups.set(key, group);
  }
  const list = [...groups.values()];
  return { groups: [...list.filter((g) => g.supplier), ...list.filter((g) => !g.supplier)] };
}
