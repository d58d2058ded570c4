import type { Transaction } from 'kysely';
import { PURCHASE_ORDER_MESSAGES } from '../../../shared/inventory/purchase-orders';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import {
  awaitedLinesOf,
  lockAwaitedOrders,
  type OrderRef,
} from './purchase-order-invoice-receipts.queries';
import { addReceived, insertReceipt, selectLines, updateOrderRow } from './purchase-orders.queries';

/** Goods an invoice loaded: one carico already made, which the order's receipt links to. */
export interface InvoiceArrival {
  productId: string;
  quantity: number;
  movementId: string;
}

export interface InvoiceClosing {
  supplierId: string;
  /** The invoice's DatiOrdineAcquisto: only "PO-YYYY-NNNN" names one of ours. */
  orderNumbers: readonly string[];
  /** The order the user picked when the invoice names none (or names it otherwise). */
  chosenOrderId: string | null;
  arrivals: readonly InvoiceArrival[];
  userId: string | null;
  at: string;
}

const ORDER_CODE = /^PO-(\d{4})-(\d{1,6})$/i;

function refsOf(orderNumbers: readonly string[]): OrderRef[] {
  return orderNumbers.flatMap((text) => {
    const match = ORDER_CODE.exec(text.trim());
    return match ? [{ year: Number(match[1]), number: Number(match[2]) }] : [];
  });
}

/** The status that follows what is left to arrive (after at least one receipt). */
export async function settleReceivedStatus(trx: Transaction<DB>, orderId: string, at: string) {
  const lines = await selectLines(trx, orderId);
  const complete = lines.every((l) => Number(l.received_quantity) >= Number(l.quantity));
  await updateOrderRow(trx, orderId, {
    status: complete ? 'ricevuto' : 'parzialmente_ricevuto',
    updated_at: at,
  });
}

/**
 * A supplier invoice loaded to stock closes its orders' lines: each loaded product counts as
 * received on the matching order lines (up to what they still await), linked to the invoice's own
 * carico — no second movement, so the goods enter the warehouse once. Returns the codes' orders
 * touched. A chosen order that is not this supplier's, or not awaiting goods, is refused.
 */
export async function closeOrderLinesFromInvoice(
  trx: Transaction<DB>,
  dialect: DialectName,
  closing: InvoiceClosing,
): Promise<string[]> {
  const refs = refsOf(closing.orderNumbers);
  if (refs.length === 0 && !closing.chosenOrderId) return [];
  const orders = await lockAwaitedOrders(
    trx,
    dialect,
    closing.supplierId,
    refs,
    closing.chosenOrderId,
  );
  if (closing.chosenOrderId && !orders.some((o) => o.id === closing.chosenOrderId))
    throw new AppError(409, 'order_not_awaited', PURCHASE_ORDER_MESSAGES.notAwaitedForInvoice);
  const ids = orders.map((o) => o.id);
  const touched = new Set<string>();
  for (const arrival of closing.arrivals) {
    let left = arrival.quantity;
    for (const line of ids.length ? await awaitedLinesOf(trx, ids, arrival.productId) : []) {
      if (left === 0) break;
      const quantity = Math.min(left, Number(line.quantity) - Number(line.received_quantity));
      await addReceived(trx, line.id, quantity);
      await insertReceipt(trx, {
        id: crypto.randomUUID(),
        line_id: line.id,
        quantity,
        movement_id: arrival.movementId,
        user_id: closing.userId,
        created_at: closing.at,
      });
      touched.add(line.order_id);
      left -= quantity;
    }
  }
  for (const id of touched) await settleReceivedStatus(trx, id, closing.at);
  return [...touched];
}
