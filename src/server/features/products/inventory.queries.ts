import type { Kysely } from 'kysely';
import { onOrderOfProduct } from '../../db/on-order';
import type { DB } from '../../db/schema';

const count = async (query: Promise<{ n: number | string } | undefined>) =>
  Number((await query)?.n ?? 0);

/** How many rows a table holds (a shop has tens of suppliers, labels, quotes, builds). */
export function countRows(
  db: Kysely<DB>,
  table: 'suppliers' | 'brands' | 'categories' | 'quotes' | 'pc_builds',
) {
  return count(
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  );
}

/** Products and low-stock products from the totals the triggers keep per category. */
export async function productCounts(db: Kysely<DB>) {
  const totals = await db
    .selectFrom('product_totals')
    .select((eb) => [
      eb.fn.sum<number | string>('products').as('products'),
      eb.fn.sum<number | string>('low_stock').as('low_stock'),
    ])
    .executeTakeFirst();
  return { products: Number(totals?.products ?? 0), low_stock: Number(totals?.low_stock ?? 0) };
}

/** The products below their minimum stock with their supplier, by supplier and name. */
export function selectReorderRows(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('products as p')
    .leftJoin('suppliers as s', 's.id', 'p.supplier_id')
    .select([
      'p.id',
      'p.sku',
      'p.name',
      'p.quantity',
      'p.reserved',
      'p.supplier_id',
      's.name as supplier_name',
      's.email',
      's.phone',
    ])
    .select(onOrderOfProduct({ stockOnly: false }).as('on_order'))
    .whereRef('p.quantity', '<', 'p.min_stock')
    .orderBy('s.sort_name')
    .orderBy('p.sort_name')
    .limit(limit)
    .execute();
}
