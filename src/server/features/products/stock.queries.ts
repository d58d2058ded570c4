import type { Insertable, Kysely, Transaction } from 'kysely';
import { MAX_QUANTITY } from '../../../shared/inventory/products';
import type { StockMovementDto } from '../../../shared/inventory/stock';
import type { DialectName } from '../../db/database';
import { afterKey } from '../../db/keyset';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import type { StockMovementTable } from '../../db/tables/inventory-tables';

/**
 * The product's quantity moved by `delta` in one conditional statement: nothing (undefined) when
 * the product is missing or the result would leave `reserved` … MAX_QUANTITY (pieces held for a
 * ticket never leave this way: only useReservedPiece takes them).
 */
export async function addToQuantity(
  trx: Transaction<DB>,
  move: { productId: string; delta: number; at: string },
): Promise<number | undefined> {
  const updated = await trx
    .updateTable('products')
    .set((eb) => ({ quantity: eb('quantity', '+', move.delta), updated_at: move.at }))
    .where('id', '=', move.productId)
    .where((eb) => eb(eb('quantity', '+', move.delta), '>=', eb.ref('reserved')))
    .where((eb) => eb(eb('quantity', '+', move.delta), '<=', MAX_QUANTITY))
    .returning('quantity')
    .executeTakeFirst();
  return updated ? Number(updated.quantity) : undefined;
}

/** The stored quantity, its row locked until the transaction ends on PostgreSQL. */
export async function lockedQuantity(
  trx: Transaction<DB>,
  dialect: DialectName,
  productId: string,
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('products')
    .select('quantity')
    .where('id', '=', productId)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  return row ? Number(row.quantity) : undefined;
}

/** Ledger rows, a few hundred per statement (well under both engines' parameter limits). */
export async function insertMovements(db: Kysely<DB>, rows: Insertable<StockMovementTable>[]) {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('stock_movements')
      .values(rows.slice(i, i + 200))
      .execute();
}

export function selectMovements(
  db: Kysely<DB>,
  where: { id: string } | { productId: string; after?: readonly [string, string] },
  limit: number,
): Promise<StockMovementDto[]> {
  let query = db
    .selectFrom('stock_movements as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('tickets as t', 't.id', 'm.ticket_id')
    .select([
      'm.id',
      'm.product_id',
      'm.delta',
      'm.quantity_after',
      'm.reason',
      'm.note',
      'm.user_id',
      'u.name as user_name',
      'm.ticket_id',
      't.ticket_number',
      'm.created_at',
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit);
  if ('id' in where) query = query.where('m.id', '=', where.id);
  else {
    query = query.where('m.product_id', '=', where.productId);
    if (where.after) query = query.where(afterKey(['m.created_at', 'm.id'], where.after, 'desc'));
  }
  return query.execute().then((rows) =>
    rows.map((r) => ({
      ...r,
      delta: Number(r.delta),
      quantity_after: Number(r.quantity_after),
      created_at: toIso(r.created_at),
    })),
  );
}

/**
 * The stored quantities of these products, a few hundred per statement, their rows locked in id
 * order until the transaction ends on PostgreSQL (so a movement cannot slip between read and write).
 */
export async function lockedQuantities(
  trx: Transaction<DB>,
  dialect: DialectName,
  ids: string[],
): Promise<Map<string, number>> {
  const quantities = new Map<string, number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await trx
      .selectFrom('products')
      .select(['id', 'quantity'])
      .where('id', 'in', ids.slice(i, i + 500))
      .orderBy('id')
      .$if(dialect === 'postgres', (q) => q.forUpdate())
      .execute();
    for (const row of rows) quantities.set(row.id, Number(row.quantity));
  }
  return quantities;
}

/** Quantity and cost, the row locked until the transaction ends on PostgreSQL. */
export async function lockedQuantityAndCost(
  trx: Transaction<DB>,
  dialect: DialectName,
  productId: string,
): Promise<{ quantity: number; costCents: number | null } | undefined> {
  const row = await trx
    .selectFrom('products')
    .select(['quantity', 'cost_cents'])
    .where('id', '=', productId)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  return row && { quantity: Number(row.quantity), costCents: row.cost_cents };
}

export async function setCost(trx: Transaction<DB>, productId: string, costCents: number) {
  await trx
    .updateTable('products')
    .set({ cost_cents: costCents })
    .where('id', '=', productId)
    .execute();
}

/** What a counter sale takes from a product: its name and list price (VAT included). */
export function selectSaleProduct(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'price_cents'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A product's list price (VAT included) in cents; null when there is no such product. */
export async function selectProductPrice(db: Kysely<DB>, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('products')
    .select('price_cents')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Number(row.price_cents) : null;
}
