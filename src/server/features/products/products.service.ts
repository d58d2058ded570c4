import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  DEFAULT_MIN_STOCK,
  type ListProductsQuery,
  PRODUCT_MESSAGES,
  type ProductDto,
  type ProductInput,
  type ProductPatch,
  type ProductSummaryDto,
} from '../../../shared/inventory/products';
import { centsToEuro, euroToCents } from '../../../shared/money';
import type { DialectName } from '../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/db-errors';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { decodeCursor, toPage } from '../../http/paging';
import { foldForSearch } from '../../search/text-search';
import { productSearch } from './product-search';
import { presentProduct } from './products.presenter';
import {
  deleteProductRow,
  insertProducts,
  type ProductRow,
  selectProduct,
  selectProducts,
  selectSummary,
  skuTaken,
  updateProductRow,
} from './products.queries';
import { applyMovement, countTo } from './stock.service';

/** Goods arriving at a cost, for the documents of other features (purchase orders, invoices). */
export { receiveStock } from './stock-receipts.service';

type Deps = { db: Kysely<DB>; dialect: DialectName; clock: () => Date };

const cursorKey = z.tuple([z.union([z.string(), z.number()]), z.string()]);

function sortValue(row: ProductRow, sort: ListProductsQuery['sort']): string | number {
  if (sort === 'name') return row.sort_name;
  if (sort === 'sku') return row.sku;
  if (sort === 'quantity') return Number(row.quantity);
  if (sort === 'price') return Number(row.price_cents);
  return toIso(row.updated_at);
}

export async function listProducts(deps: Deps, query: ListProductsQuery) {
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const search = await productSearch.forQuery(deps.db, deps.dialect, query.q);
  const rows = await selectProducts(deps.db, {
    sort: query.sort,
    order: query.order,
    limit: query.limit + 1,
    after,
    search,
    filters: query,
  });
  const page = toPage(rows, query.limit, (last) => [sortValue(last, query.sort), last.id]);
  return { items: page.rows.map(presentProduct), next_cursor: page.next_cursor };
}

export async function getProduct(deps: Pick<Deps, 'db'>, id: string): Promise<ProductDto> {
  const row = await selectProduct(deps.db, id);
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return presentProduct(row);
}

type Complete = Required<Omit<ProductInput, 'quantity'>>;

/** The stored columns of the form's fields (the quantity moves only through the ledger). */
function columnsOf(input: Complete) {
  return {
    sku: input.sku,
    ean: input.ean,
    name: input.name,
    sort_name: foldForSearch(input.name),
    brand_id: input.brand_id,
    category_id: input.category_id,
    supplier_id: input.supplier_id,
    min_stock: input.min_stock,
    price_cents: euroToCents(input.price ?? 0),
    cost_cents: input.cost === null ? null : euroToCents(input.cost),
    description: input.description,
    search_text: productSearch.textOf(input),
  };
}

function complete(input: ProductPatch, base?: ProductDto): Complete {
  const pick = <K extends keyof Complete>(key: K, fallback: Complete[K]): Complete[K] =>
    input[key] !== undefined ? (input[key] as Complete[K]) : fallback;
  return {
    sku: pick('sku', base?.sku ?? ''),
    ean: pick('ean', base?.ean ?? null),
    name: pick('name', base?.name ?? ''),
    brand_id: pick('brand_id', base?.brand_id ?? null),
    category_id: pick('category_id', base?.category_id ?? null),
    supplier_id: pick('supplier_id', base?.supplier_id ?? null),
    min_stock: pick('min_stock', base?.min_stock ?? DEFAULT_MIN_STOCK),
    price: pick('price', base?.price ?? 0),
    cost: pick('cost', base?.cost ?? null),
    description: pick('description', base?.description ?? null),
  };
}

/** Unique SKU and existing references, said in words rather than as a database error. */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PRODUCT_MESSAGES.skuTaken);
    if (isForeignKeyViolation(error)) throw badRequest(PRODUCT_MESSAGES.referenceInvalid);
    throw error;
  }
}

export async function createProduct(deps: Deps, input: ProductInput, userId: string | null) {
  const now = deps.clock().toISOString();
  const id = crypto.randomUUID();
  await writing(() =>
    deps.db.transaction().execute(async (trx) => {
      await insertProducts(trx, [
        {
          id,
          ...columnsOf(complete(input)),
          quantity: 0,
          user_id: userId,
          created_at: now,
          updated_at: now,
        },
      ]);
      // The pieces a new product starts with came in: the ledger says so.
      if (input.quantity)
        await applyMovement(trx, {
          productId: id,
          delta: input.quantity,
          reason: 'carico',
          userId,
          at: now,
        });
    }),
  );
  return getProduct(deps, id);
}

export async function updateProduct(deps: Deps, id: string, patch: ProductPatch, userId: string) {
  const current = await getProduct(deps, id);
  const now = deps.clock().toISOString();
  await writing(() =>
    deps.db.transaction().execute(async (trx) => {
      await updateProductRow(trx, id, { ...columnsOf(complete(patch, current)), updated_at: now });
      // A quantity typed on the form is a count correction: a `rettifica` of the difference.
      if (patch.quantity !== undefined)
        await countTo(trx, deps.dialect, {
          productId: id,
          quantity: patch.quantity,
          userId,
          at: now,
        });
    }),
  );
  return getProduct(deps, id);
}

export async function deleteProduct(deps: Deps, id: string): Promise<void> {
  await getProduct(deps, id);
  await deleteProductRow(deps.db, id);
}

/** SPEC: a copy with SKU + '-COPY' (then -COPY-2, …); stock is physical, so a copy has none. */
export async function duplicateProduct(deps: Deps, id: string, userId: string) {
  const source = await getProduct(deps, id);
  let sku = `${source.sku}-COPY`;
  for (let n = 2; await skuTaken(deps.db, sku); n++) sku = `${source.sku}-COPY-${n}`;
  return createProduct(deps, { ...complete({}, source), sku, quantity: 0 }, userId);
}

export async function productSummary(deps: Pick<Deps, 'db'>): Promise<ProductSummaryDto> {
  const rows = await selectSummary(deps.db);
  const byCategory = rows
    .map((r) => ({
      category_id: r.category_key || null,
      name: r.name ?? PRODUCT_MESSAGES.noCategory,
      quantity: Number(r.quantity),
      value: centsToEuro(Number(r.value_cents)),
    }))
    .sort((a, b) =>
      a.category_id === null ? 1 : b.category_id === null ? -1 : a.name.localeCompare(b.name, 'it'),
    );
  return {
    total_quantity: byCategory.reduce((sum, c) => sum + c.quantity, 0),
    total_value: centsToEuro(rows.reduce((sum, r) => sum + Number(r.value_cents), 0)),
    by_category: byCategory,
  };
}

export { reserveForTicket } from './stock-reservations.service';
export {
  productForSale,
  returnSoldStock,
  returnToSupplier,
  sellFromStock,
} from './stock-sales.service';
