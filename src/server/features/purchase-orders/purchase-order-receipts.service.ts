import {
  overReceiptMessage,
  PURCHASE_ORDER_MESSAGES,
  type ReceiveInput,
} from '../../../shared/inventory/purchase-orders';
import { AppError, notFound } from '../../errors';
import { receiveStock, reserveForTicket } from '../products/products.service';
import { moveTicketStatus } from '../tickets/tickets.service';
import { settleReceivedStatus } from './purchase-order-invoice-receipts.service';
import { addReceived, insertReceipt, selectLines } from './purchase-orders.queries';
import { type Deps, getPurchaseOrder, lockedOrderIn } from './purchase-orders.service';

/** Where a ticket waiting in *Parti ordinate* goes when its part arrives (decision 049). */
const PART_ARRIVED_STATUS = 'In lavorazione';

/**
 * Goods arriving against a sent order: per line, one `carico` at the line's unit cost through
 * receiveStock (the one cost rule) and a receipt row linking its movement. More than ordered is
 * refused with what was ordered unless confirmed; the status follows what is left to arrive.
 * A line for a ticket holds its pieces for that ticket, and the ticket, if still waiting in
 * *Parti ordinate*, moves on (history and customer message as any status change).
 */
export async function receivePurchaseOrder(
  deps: Deps,
  id: string,
  input: ReceiveInput,
  userId: string | null,
) {
  const ids = input.lines.map((l) => l.line_id);
  if (new Set(ids).size !== ids.length) {
    throw new AppError(400, 'validation_error', PURCHASE_ORDER_MESSAGES.duplicateLine);
  }
  return deps.db.transaction().execute(async (trx) => {
    await lockedOrderIn(
      trx,
      deps.dialect,
      id,
      ['inviato', 'parzialmente_ricevuto'],
      PURCHASE_ORDER_MESSAGES.notReceivable,
    );
    const lines = new Map((await selectLines(trx, id)).map((l) => [l.id, l]));
    const at = deps.clock().toISOString();
    const arrivedFor = new Set<string>();
    for (const { line_id, quantity } of input.lines) {
      const line = lines.get(line_id);
      if (!line) throw notFound(PURCHASE_ORDER_MESSAGES.lineNotFound);
      const ordered = Number(line.quantity);
      const received = Number(line.received_quantity);
      if (received + quantity > ordered && !input.confirm_over) {
        throw new AppError(
          409,
          'over_receipt',
          overReceiptMessage(line.description, ordered, received),
          {
            line_id,
            ordered,
            received,
          },
        );
      }
      const movementId = line.product_id
        ? await receiveStock(trx, deps.dialect, {
            productId: line.product_id,
            quantity,
            unitCostCents: Number(line.unit_cost_cents),
            userId,
            ticketId: line.ticket_id,
            note: null,
            at,
          })
        : null;
      if (movementId && line.product_id && line.ticket_id) {
        await reserveForTicket(trx, {
          productId: line.product_id,
          ticketId: line.ticket_id,
          lineId: line_id,
          quantity,
          userId,
          at,
        });
        arrivedFor.add(line.ticket_id);
      }
      await addReceived(trx, line_id, quantity);
      await insertReceipt(trx, {
        id: crypto.randomUUID(),
        line_id,
        quantity,
        movement_id: movementId,
        user_id: userId,
        created_at: at,
      });
    }
    for (const ticketId of arrivedFor)
      await moveTicketStatus(trx, {
        ticketId,
        from: 'Parti ordinate',
        to: PART_ARRIVED_STATUS,
        by: userId,
        at,
      });
    await settleReceivedStatus(trx, id, at);
    return getPurchaseOrder(trx, id);
  });
}
