import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { PRODUCT_MESSAGES } from '../../../shared/inventory/products';
import {
  type MovementsQuery,
  STOCK_MESSAGES,
  type StockMovementDto,
  type StockMovementInput,
  type StockReason,
} from '../../../shared/inventory/stock';
import { afterKey } from '../../db/keyset';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { decodeCursor, toPage } from '../../http/paging';

type Deps = { db: Kysely<DB>; clock: () => Date };

export interface Movement {
  productId: string;
  delta: number;
  reason: StockReason;
  note?: string | null;
  userId: string | null;
  ticketId?: string | null;
  at: string;
}

/**
 * One quantity change: the product's quantity moves by `delta` in a single conditional UPDATE
 * (it never goes below 0, whatever runs at the same time: the condition and the write are one
 * statement, serialized by the row lock on PostgreSQL and by the writer on SQLite), and the
 * ledger row records the quantity it left. Call it inside the caller's transaction.
 */
export async function applyMovement(trx: Transaction<DB>, move: Movement): Promise<string> {
  const updated = await trx
    .updateTable('products')
    .set((eb) => ({ quantity: eb('quantity', '+', move.delta), updated_at: move.at }))
    .where('id', '=', move.productId)
    .where((eb) => eb(eb('quantity', '+', move.delta), '>=', 0))
    .returning('quantity')
    .executeTakeFirst();
  if (!updated) {
    const exists = await trx
      .selectFrom('products')
      .select('id')
      .where('id', '=', move.productId)
      .executeTakeFirst();
    throw exists ? conflict(STOCK_MESSAGES.insufficient) : notFound(PRODUCT_MESSAGES.notFound);
  }
  const id = crypto.randomUUID();
  await trx
    .insertInto('stock_movements')
    .values({
      id,
      product_id: move.productId,
      delta: move.delta,
      quantity_after: Number(updated.quantity),
      reason: move.reason,
      note: move.note ?? null,
      user_id: move.userId,
      ticket_id: move.ticketId ?? null,
      created_at: move.at,
    })
    .execute();
  return id;
}

/** POST /api/products/:id/stock-movements: a part used on a ticket must name a live ticket. */
export async function recordMovement(
  deps: Deps,
  productId: string,
  input: StockMovementInput,
  userId: string,
): Promise<StockMovementDto> {
  if (input.ticket_id) {
    const ticket = await deps.db
      .selectFrom('tickets')
      .select('id')
      .where('id', '=', input.ticket_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!ticket) throw badRequest(STOCK_MESSAGES.ticketInvalid);
  }
  const id = await deps.db.transaction().execute((trx) =>
    applyMovement(trx, {
      productId,
      delta: input.delta,
      reason: input.reason,
      note: input.note,
      userId,
      ticketId: input.ticket_id,
      at: deps.clock().toISOString(),
    }),
  );
  const [movement] = await selectMovements(deps.db, { id }, 1);
  if (!movement) throw notFound(PRODUCT_MESSAGES.notFound);
  return movement;
}

function selectMovements(
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

const movementKey = z.tuple([z.string(), z.string()]);

/** A product's movements, newest first, a page at a time. */
export async function listMovements(deps: Deps, productId: string, query: MovementsQuery) {
  const after = query.cursor ? decodeCursor(query.cursor, movementKey) : undefined;
  const rows = await selectMovements(deps.db, { productId, after }, query.limit + 1);
  const page = toPage(rows, query.limit, (last) => [last.created_at, last.id]);
  return { items: page.rows, next_cursor: page.next_cursor };
}

/** The parts a repair used: its `ticket` movements with the product, oldest first. */
export async function partsOfTicket(deps: Deps, ticketId: string) {
  const rows = await deps.db
    .selectFrom('stock_movements as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.product_id',
      'p.sku',
      'p.name',
      'm.delta',
      'u.name as user_name',
      'm.created_at',
    ])
    .where('m.ticket_id', '=', ticketId)
    .where('m.reason', '=', 'ticket')
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      product_id: r.product_id,
      sku: r.sku,
      name: r.name,
      quantity: -Number(r.delta),
      user_name: r.user_name,
      created_at: toIso(r.created_at),
    })),
  };
}
