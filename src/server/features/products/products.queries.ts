import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { ListProductsQuery } from '../../../shared/inventory/products';
import { afterKey } from '../../db/keyset';
import { onOrderOfProduct } from '../../db/on-order';
import type { DB } from '../../db/schema';
import type { ProductTable } from '../../db/tables/inventory-tables';
import type { SearchStrategy } from '../../search/text-search';
import { productSearch } from './product-search';

export type ProductRow = Omit<Selectable<ProductTable>, 'search_text'> & {
  brand_name: string | null;
  category_name: string | null;
  supplier_name: string | null;
  on_order: number | string | null;
};

export const SORT_COLUMNS = {
  name: 'p.sort_name',
  sku: 'p.sku',
  quantity: 'p.quantity',
  price: 'p.price_cents',
  updated_at: 'p.updated_at',
} as const;

function selectRows(db: Kysely<DB>) {
  return db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('suppliers as s', 's.id', 'p.supplier_id')
    .select([
      'p.id',
      'p.sku',
      'p.ean',
      'p.name',
      'p.sort_name',
      'p.brand_id',
      'p.category_id',
      'p.supplier_id',
      'p.quantity',
      'p.min_stock',
      'p.reserved',
      'p.price_cents',
      'p.cost_cents',
      'p.description',
      'p.user_id',
      'p.created_at',
      'p.updated_at',
      'b.name as brand_name',
      'c.name as category_name',
      's.name as supplier_name',
    ])
    .select(onOrderOfProduct({ stockOnly: false }).as('on_order'));
}

export interface ProductPageQuery extends Pick<ListProductsQuery, 'sort' | 'order'> {
  limit: number;
  after?: readonly [unknown, string];
  search?: { strategy: SearchStrategy; words: string[] };
  filters: Pick<
    ListProductsQuery,
    'brand_id' | 'category_id' | 'supplier_id' | 'in_stock' | 'low_stock'
  >;
}

export function selectProducts(db: Kysely<DB>, query: ProductPageQuery): Promise<ProductRow[]> {
  const column = SORT_COLUMNS[query.sort];
  const { filters, after, search } = query;
  let select = selectRows(db)
    .orderBy(column, query.order)
    .orderBy('p.id', query.order)
    .limit(query.limit);
  if (after) select = select.where(afterKey([column, 'p.id'], after, query.order));
  if (search) select = select.where(productSearch.condition(search.strategy, search.words));
  if (filters.brand_id) select = select.where('p.brand_id', '=', filters.brand_id);
  if (filters.category_id) select = select.where('p.category_id', '=', filters.category_id);
  if (filters.supplier_id) select = select.where('p.supplier_id', '=', filters.supplier_id);
  if (filters.in_stock === 'true') select = select.where('p.quantity', '>', 0);
  if (filters.low_stock === 'true') select = select.whereRef('p.quantity', '<', 'p.min_stock');
  return select.execute();
}

export function selectProduct(db: Kysely<DB>, id: string): Promise<ProductRow | undefined> {
  return selectRows(db).where('p.id', '=', id).executeTakeFirst();
}

export async function skuTaken(db: Kysely<DB>, sku: string): Promise<boolean> {
  return (
    (await db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirst()) !==
    undefined
  );
}

/** Pieces and value (Σ quantity × price, cents) per category: the totals the triggers keep. */
export async function selectSummary(db: Kysely<DB>) {
  return db
    .selectFrom('product_totals as t')
    .leftJoin('categories as c', 'c.id', 't.category_key')
    .select(['t.category_key', 'c.name', 't.quantity', 't.value_cents'])
    .where('t.products', '>', 0)
    .execute();
}

/** The products with these SKUs, with their linked names (an import compares them to its rows). */
export function selectProductsBySku(db: Kysely<DB>, skus: string[]): Promise<ProductRow[]> {
  return selectRows(db).where('p.sku', 'in', skus).execute();
}

/** Product rows, a few hundred per statement (well under both engines' parameter limits). */
export async function insertProducts(db: Kysely<DB>, rows: Insertable<ProductTable>[]) {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('products')
      .values(rows.slice(i, i + 200))
      .execute();
}

export async function updateProductRow(
  db: Kysely<DB>,
  id: string,
  columns: Updateable<ProductTable>,
) {
  await db.updateTable('products').set(columns).where('id', '=', id).execute();
}

export async function deleteProductRow(db: Kysely<DB>, id: string) {
  await db.deleteFrom('products').where('id', '=', id).execute();
}
