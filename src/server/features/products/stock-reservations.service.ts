import type { Kysely, Transaction } from 'kysely';
import { STOCK_MESSAGES } from '../../../shared/inventory/stock';
import {
  RESERVATION_MESSAGES,
  type ReservationDto,
} from '../../../shared/inventory/stock-reservations';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { insertMovement } from './stock.service';
import {
  closeReservation,
  freeReserved,
  insertReservation,
  selectTicketReservations,
  setReservationMovement,
  takeReserved,
} from './stock-reservations.queries';

type Deps = { db: Kysely<DB>; clock: () => Date };

/**
 * Pieces just received for a ticket held for it (inside the receipt's transaction, after the
 * `carico`): from now on no sale or other use can take them (applyMovement keeps quantity ≥
 * reserved), only useReservedPiece.
 */
export async function reserveForTicket(
  trx: Transaction<DB>,
  hold: {
    productId: string;
    ticketId: string;
    lineId: string | null;
    quantity: number;
    userId: string | null;
    at: string;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  const held = await insertReservation(trx, {
    id,
    product_id: hold.productId,
    ticket_id: hold.ticketId,
    purchase_order_line_id: hold.lineId,
    quantity: hold.quantity,
    status: 'reserved',
    movement_id: null,
    user_id: hold.userId,
    created_at: hold.at,
    updated_at: hold.at,
  });
  if (!held) throw conflict(STOCK_MESSAGES.insufficient);
  return id;
}

/** A ticket's reserved parts, used and released ones included, oldest first. */
export async function ticketReservations(
  db: Kysely<DB>,
  ticketId: string,
): Promise<{ items: ReservationDto[] }> {
  const rows = await selectTicketReservations(db, ticketId);
  return {
    items: rows.map((r) => ({
      ...r,
      quantity: Number(r.quantity),
      created_at: toIso(r.created_at),
      updated_at: toIso(r.updated_at),
    })),
  };
}

/** Claims the open reservation, or says why not (another ticket's id reads as not found). */
async function claim(
  trx: Transaction<DB>,
  close: { id: string; ticketId: string; status: 'used' | 'released'; at: string },
) {
  const claimed = await closeReservation(trx, close);
  if (claimed) return { productId: claimed.product_id, quantity: Number(claimed.quantity) };
  const known = (await selectTicketReservations(trx, close.ticketId)).some(
    (r) => r.id === close.id,
  );
  throw known
    ? conflict(RESERVATION_MESSAGES.notReserved)
    : notFound(RESERVATION_MESSAGES.notFound);
}

/**
 * *Usa un ricambio*: the reservation is claimed (once: a second request finds it used), the pieces
 * leave quantity and reserved together and one `ticket` movement records them among the ticket's
 * parts.
 */
export async function useReservedPiece(
  deps: Deps,
  ticketId: string,
  reservationId: string,
  userId: string,
) {
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const piece = await claim(trx, { id: reservationId, ticketId, status: 'used', at });
    const after = await takeReserved(trx, { ...piece, at });
    if (after === undefined) throw conflict(STOCK_MESSAGES.insufficient);
    const movementId = await insertMovement(
      trx,
      {
        productId: piece.productId,
        delta: -piece.quantity,
        reason: 'ticket',
        userId,
        ticketId,
        at,
      },
      after,
    );
    await setReservationMovement(trx, reservationId, movementId);
  });
  return ticketReservations(deps.db, ticketId);
}

/** The pieces go back to the shelf (a ticket that will not use them), free for anyone. */
export async function releaseReservedPiece(deps: Deps, ticketId: string, reservationId: string) {
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const piece = await claim(trx, { id: reservationId, ticketId, status: 'released', at });
    await freeReserved(trx, piece.productId, piece.quantity);
  });
  return ticketReservations(deps.db, ticketId);
}
