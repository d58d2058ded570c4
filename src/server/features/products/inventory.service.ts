import type { Kysely } from 'kysely';
import { LOW_STOCK_BELOW } from '../../../shared/inventory/products';
import type { DB } from '../../db/schema';

export interface InventorySummary {
  products: number;
  suppliers: number;
  quotes: number;
  low_stock: number;
  brands: number;
  categories: number;
}

const count = async (query: Promise<{ n: number | string } | undefined>) =>
  Number((await query)?.n ?? 0);

/**
 * GET /api/inventory/summary: the inventory dashboard's counters and the admin dashboard's cards.
 * Quotes have no table yet (issue 14): 0 until they do.
 */
export async function inventorySummary(db: Kysely<DB>): Promise<InventorySummary> {
  const total = (table: 'products' | 'suppliers' | 'brands' | 'categories') =>
    count(
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    );
  const [products, suppliers, brands, categories, lowStock] = await Promise.all([
    total('products'),
    total('suppliers'),
    total('brands'),
    total('categories'),
    count(
      db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('quantity', '<', LOW_STOCK_BELOW)
        .executeTakeFirst(),
    ),
  ]);
  return { products, suppliers, quotes: 0, low_stock: lowStock, brands, categories };
}
