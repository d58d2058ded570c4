import type { Kysely } from 'kysely';
import type { InventoryCounts, ReorderGroup } from '../../../shared/inventory/inventory-summary';
import { LOW_STOCK_BELOW } from '../../../shared/inventory/products';
import type { DB } from '../../db/schema';
import { stockCostCounts } from './stock-cost.queries';

const count = async (query: Promise<{ n: number | string } | undefined>) =>
  Number((await query)?.n ?? 0);

/**
 * GET /api/inventory/summary: the inventory dashboard's counters and the admin dashboard's cards.
 */
export async function inventorySummary(db: Kysely<DB>): Promise<InventoryCounts> {
  const total = (table: 'suppliers' | 'brands' | 'categories' | 'quotes' | 'pc_builds') =>
    count(
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    );
  // Products and low-stock products from the totals the triggers keep per category.
  const products = db
    .selectFrom('product_totals')
    .select((eb) => [
      eb.fn.sum<number | string>('products').as('products'),
      eb.fn.sum<number | string>('low_stock').as('low_stock'),
    ])
    .executeTakeFirst();
  const [totals, suppliers, brands, categories, quotes, pcBuilds, cost] = await Promise.all([
    products,
    total('suppliers'),
    total('brands'),
    total('categories'),
    total('quotes'),
    total('pc_builds'),
    stockCostCounts(db),
  ]);
  return {
    products: Number(totals?.products ?? 0),
    suppliers,
    quotes,
    low_stock: Number(totals?.low_stock ?? 0),
    brands,
    categories,
    pc_builds: pcBuilds,
    ...cost,
  };
}

/** At most this many low-stock products in the reorder list (the counter says how many in all). */
const REORDER_LIMIT = 500;

/**
 * What to reorder: the products below the low-stock line, grouped by supplier with the supplier's
 * e-mail and phone (the inventory dashboard's list); products without a supplier come last.
 */
export async function reorderList(db: Kysely<DB>): Promise<{ groups: ReorderGroup[] }> {
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('suppliers as s', 's.id', 'p.supplier_id')
    .select([
      'p.id',
      'p.sku',
      'p.name',
      'p.quantity',
      'p.supplier_id',
      's.name as supplier_name',
      's.email',
      's.phone',
    ])
    .where('p.quantity', '<', LOW_STOCK_BELOW)
    .orderBy('s.sort_name')
    .orderBy('p.sort_name')
    .limit(REORDER_LIMIT)
    .execute();
  const groups = new Map<string, ReorderGroup>();
  for (const row of rows) {
    const key = row.supplier_id ?? '';
    const group = groups.get(key) ?? {
      supplier:
        row.supplier_id && row.supplier_name !== null
          ? { id: row.supplier_id, name: row.supplier_name, email: row.email, phone: row.phone }
          : null,
      products: [],
    };
    group.products.push({
      id: row.id,
      sku: row.sku,
      name: row.name,
      quantity: Number(row.quantity),
    });
    groups.set(key, group);
  }
  const list = [...groups.values()];
  return { groups: [...list.filter((g) => g.supplier), ...list.filter((g) => !g.supplier)] };
}
