import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { PRODUCT_MESSAGES } from '../../../shared/inventory/products';
import {
  type MovementsQuery,
  STOCK_DIRECTION,
  STOCK_MESSAGES,
  type StockMovementDto,
  type StockMovementInput,
  type StockReason,
} from '../../../shared/inventory/stock';
import { reservedForTicketMessage } from '../../../shared/inventory/stock-reservations';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { decodeCursor, toPage } from '../../http/paging';
import { isLiveTicket } from '../tickets/tickets.service';
import {
  addToQuantity,
  insertMovements,
  lockedQuantity,
  selectMovements,
  selectProductPrice,
} from './stock.queries';
import { firstReservingTicket, selectStockLevels } from './stock-reservations.queries';

type Deps = { db: Kysely<DB>; dialect: DialectName; clock: () => Date };

export interface Movement {
  productId: string;
  delta: number;
  reason: StockReason;
  note?: string | null;
  userId: string | null;
  ticketId?: string | null;
  /** A ticket's part *venduto a parte*: its unit price, VAT included. */
  soldPriceCents?: number | null;
  at: string;
}

/**
 * One quantity change: the product's quantity moves by `delta` in a single conditional UPDATE
 * (it never goes below 0 nor past the cap, whatever runs at the same time: the condition and the
 * write are one statement, serialized by the row lock on PostgreSQL and by the writer on SQLite),
 * and the ledger row records the quantity it left. Call it inside the caller's transaction.
 */
export async function applyMovement(trx: Transaction<DB>, move: Movement): Promise<string> {
  const quantityAfter = await addToQuantity(trx, move);
  if (quantityAfter === undefined) throw await refusal(trx, move);
  return insertMovement(trx, move, quantityAfter);
}

/** Why a movement was refused: no product, over the cap, too few, or pieces held for a ticket. */
async function refusal(trx: Transaction<DB>, move: Movement) {
  const levels = await selectStockLevels(trx, move.productId);
  if (!levels) return notFound(PRODUCT_MESSAGES.notFound);
  if (move.delta > 0) return conflict(STOCK_MESSAGES.overCap);
  const ticketNumber =
    Number(levels.quantity) + move.delta >= 0
      ? await firstReservingTicket(trx, move.productId)
      : undefined;
  return ticketNumber === undefined
    ? conflict(STOCK_MESSAGES.insufficient)
    : new AppError(409, 'reserved_for_ticket', reservedForTicketMessage(ticketNumber));
}

/** The ledger row of a movement already applied, with the quantity it left. */
export async function insertMovement(
  trx: Transaction<DB>,
  move: Movement,
  quantityAfter: number,
): Promise<string> {
  const id = crypto.randomUUID();
  await insertMovements(trx, [
    {
      id,
      product_id: move.productId,
      delta: move.delta,
      quantity_after: quantityAfter,
      reason: move.reason,
      note: move.note ?? null,
      user_id: move.userId,
      ticket_id: move.ticketId ?? null,
      sold_price_cents: move.soldPriceCents ?? null,
      created_at: move.at,
    },
  ]);
  return id;
}

/**
 * A count correction: one `rettifica` from the stored quantity to the counted one (none when they
 * agree). PostgreSQL: the row stays locked until the correction is written, so a movement made at
 * the same moment cannot slip between the read and the write (SQLite has one writer anyway).
 */
export async function countTo(
  trx: Transaction<DB>,
  dialect: DialectName,
  count: Omit<Movement, 'delta' | 'reason'> & { quantity: number },
): Promise<string | null> {
  const { quantity, ...move } = count;
  const current = await lockedQuantity(trx, dialect, move.productId);
  if (current === undefined) throw notFound(PRODUCT_MESSAGES.notFound);
  const delta = quantity - current;
  return delta === 0 ? null : applyMovement(trx, { ...move, delta, reason: 'rettifica' });
}

/**
 * POST /api/products/:id/stock-movements: the reason gives the direction of the pieces, a
 * `rettifica` sets the counted quantity; a part used on a ticket must name a live ticket.
 */
export async function recordMovement(
  deps: Deps,
  productId: string,
  input: StockMovementInput,
  userId: string,
): Promise<StockMovementDto> {
  if (input.ticket_id && !(await isLiveTicket(deps.db, input.ticket_id)))
    throw badRequest(STOCK_MESSAGES.ticketInvalid);
  const move = {
    productId,
    note: input.note,
    userId,
    ticketId: input.ticket_id,
    at: deps.clock().toISOString(),
  };
  const { reason } = input;
  const id = await deps.db.transaction().execute(async (trx) => {
    if (reason === 'rettifica')
      return countTo(trx, deps.dialect, { ...move, quantity: input.quantity });
    // Sold on top of the repair: at the product's price as it is now, kept on the movement.
    const soldPriceCents = input.sold_separately ? await selectProductPrice(trx, productId) : null;
    const delta = STOCK_DIRECTION[reason] * input.quantity;
    return applyMovement(trx, { ...move, reason, delta, soldPriceCents });
  });
  if (!id) throw badRequest(STOCK_MESSAGES.countUnchanged);
  const [movement] = await selectMovements(deps.db, { id }, 1);
  if (!movement) throw notFound(PRODUCT_MESSAGES.notFound);
  return movement;
}

const movementKey = z.tuple([z.string(), z.string()]);

/** A product's movements, newest first, a page at a time. */
export async function listMovements(deps: Deps, productId: string, query: MovementsQuery) {
  const after = query.cursor ? decodeCursor(query.cursor, movementKey) : undefined;
  const rows = await selectMovements(deps.db, { productId, after }, query.limit + 1);
  const page = toPage(rows, query.limit, (last) => [last.created_at, last.id]);
  return { items: page.rows, next_cursor: page.next_cursor };
}
