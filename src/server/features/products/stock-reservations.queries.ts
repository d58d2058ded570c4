import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { StockReservationTable } from '../../db/tables/inventory-tables';

type Db = Kysely<DB> | Transaction<DB>;

/** A new reservation and the product's `reserved` raised by it, within quantity. */
export async function insertReservation(
  trx: Transaction<DB>,
  row: Insertable<StockReservationTable>,
): Promise<boolean> {
  const held = await trx
    .updateTable('products')
    .set((eb) => ({ reserved: eb('reserved', '+', row.quantity) }))
    .where('id', '=', row.product_id)
    .where((eb) => eb(eb('reserved', '+', row.quantity), '<=', eb.ref('quantity')))
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) === 0) return false;
  await trx.insertInto('stock_reservations').values(row).execute();
  return true;
}

/**
 * The reservation closed (`used` or `released`) only if still open: the conditional UPDATE is the
 * claim, so two requests for the same piece cannot both get it (the second matches no row).
 */
export async function closeReservation(
  trx: Transaction<DB>,
  close: { id: string; ticketId: string; status: 'used' | 'released'; at: string },
) {
  return trx
    .updateTable('stock_reservations')
    .set({ status: close.status, updated_at: close.at })
    .where('id', '=', close.id)
    .where('ticket_id', '=', close.ticketId)
    .where('status', '=', 'reserved')
    .returning(['product_id', 'quantity'])
    .executeTakeFirst();
}

export async function setReservationMovement(trx: Transaction<DB>, id: string, movementId: string) {
  await trx
    .updateTable('stock_reservations')
    .set({ movement_id: movementId })
    .where('id', '=', id)
    .execute();
}

/**
 * The held pieces leave the shelf: quantity and reserved drop together in one statement
 * (undefined when the product no longer holds them).
 */
export async function takeReserved(
  trx: Transaction<DB>,
  move: { productId: string; quantity: number; at: string },
): Promise<number | undefined> {
  const row = await trx
    .updateTable('products')
    .set((eb) => ({
      quantity: eb('quantity', '-', move.quantity),
      reserved: eb('reserved', '-', move.quantity),
      updated_at: move.at,
    }))
    .where('id', '=', move.productId)
    .where('reserved', '>=', move.quantity)
    .where('quantity', '>=', move.quantity)
    .returning('quantity')
    .executeTakeFirst();
  return row ? Number(row.quantity) : undefined;
}

/** The pieces go back to the shelf, free for anyone. */
export async function freeReserved(trx: Transaction<DB>, productId: string, quantity: number) {
  await trx
    .updateTable('products')
    .set((eb) => ({ reserved: eb('reserved', '-', quantity) }))
    .where('id', '=', productId)
    .execute();
}

/** The product's stored quantity and held pieces (undefined: no such product). */
export function selectStockLevels(db: Db, productId: string) {
  return db
    .selectFrom('products')
    .select(['quantity', 'reserved'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

/** The ticket the product's oldest open reservation is for. */
export async function firstReservingTicket(db: Db, productId: string) {
  const row = await db
    .selectFrom('stock_reservations as r')
    .innerJoin('tickets as t', 't.id', 'r.ticket_id')
    .select('t.ticket_number')
    .where('r.product_id', '=', productId)
    .where('r.status', '=', 'reserved')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .executeTakeFirst();
  return row?.ticket_number;
}

/** A ticket's reservations with their product, oldest first. */
export function selectTicketReservations(db: Db, ticketId: string) {
  return db
    .selectFrom('stock_reservations as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select([
      'r.id',
      'r.product_id',
      'p.sku',
      'p.name',
      'r.quantity',
      'r.status',
      'r.purchase_order_line_id',
      'r.created_at',
      'r.updated_at',
    ])
    .where('r.ticket_id', '=', ticketId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/** A ticket's open reservations (to release them when it is cancelled). */
export function selectOpenReservationIds(db: Db, ticketId: string) {
  return db
    .selectFrom('stock_reservations')
    .select('id')
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'reserved')
    .execute();
}

/** Every piece still held for a ticket, released at once; what each gives back to its product. */
export function releaseTicketReservationRows(trx: Transaction<DB>, ticketId: string, at: string) {
  return trx
    .updateTable('stock_reservations')
    .set({ status: 'released', updated_at: at })
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'reserved')
    .returning(['product_id', 'quantity'])
    .execute();
}
