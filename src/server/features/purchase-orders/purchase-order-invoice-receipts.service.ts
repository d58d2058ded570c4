import type { Transaction } from 'kysely';
import { PURCHASE_ORDER_MESSAGES } from '../../../shared/inventory/purchase-orders';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import {
  addInvoiced,
  awaitedLinesOf,
  lastReceiptMovement,
  lockSentOrders,
  type OrderRef,
  unbilledLinesOf,
} from './purchase-order-invoice-receipts.queries';
import { addReceived, insertReceipt, selectLines, updateOrderRow } from './purchase-orders.queries';

/** Goods an invoice loaded: one carico already made, which the order's receipt links to. */
export interface InvoiceArrival {
  productId: string;
  quantity: number;
  movementId: string;
}

/** Which orders an invoice bills. */
export interface InvoiceOrders {
  supplierId: string;
  /** The invoice's DatiOrdineAcquisto: only "PO-YYYY-NNNN" names one of ours. */
  orderNumbers: readonly string[];
  /** The order the user picked when the invoice names none (or names it otherwise). */
  chosenOrderId: string | null;
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
 * The sent orders of the supplier that the invoice names or the user chose, locked for the
 * invoice's loading. A chosen order that is not this supplier's, or not sent, is refused.
 */
export async function ordersBilledByInvoice(
  trx: Transaction<DB>,
  dialect: DialectName,
  invoice: InvoiceOrders,
): Promise<string[]> {
  const refs = refsOf(invoice.orderNumbers);
  if (refs.length === 0 && !invoice.chosenOrderId) return [];
  const orders = await lockSentOrders(
    trx,
    dialect,
    invoice.supplierId,
    refs,
    invoice.chosenOrderId,
  );
  if (invoice.chosenOrderId && !orders.some((o) => o.id === invoice.chosenOrderId))
    throw new AppError(409, 'order_not_awaited', PURCHASE_ORDER_MESSAGES.notAwaitedForInvoice);
  return orders.map((o) => o.id);
}

/**
 * Pieces of a product received on those orders before their invoice (by hand, each with its own
 * carico) are on the shelf already: the invoice bills them instead of loading them again, up to
 * `quantity`. Returns how many it billed and the carico that brought the last of them in.
 */
export async function billReceivedPieces(
  trx: Transaction<DB>,
  orderIds: readonly string[],
  productId: string,
  quantity: number,
): Promise<{ quantity: number; movementId: string | null }> {
  let billed = 0;
  let movementId: string | null = null;
  for (const line of orderIds.length ? await unbilledLinesOf(trx, orderIds, productId) : []) {
    if (billed === quantity) break;
    const pieces = Math.min(
      quantity - billed,
      Number(line.received_quantity) - Number(line.invoiced_quantity),
    );
    await addInvoiced(trx, line.id, pieces);
    movementId = (await lastReceiptMovement(trx, line.id)) ?? movementId;
    billed += pieces;
  }
  return { quantity: billed, movementId };
}

/**
 * The rest of an invoice's goods, loaded by its own carichi, closes the orders' lines still
 * awaiting them: counted as received (and billed) there, linked to the invoice's carico — no
 * second movement, so the goods enter the warehouse once. Returns the orders touched.
 */
export async function closeOrderLinesFromInvoice(
  trx: Transaction<DB>,
  orderIds: readonly string[],
  arrivals: readonly InvoiceArrival[],
  userId: string | null,
  at: string,
): Promise<string[]> {
  const touched = new Set<string>();
  for (const arrival of arrivals) {
    let left = arrival.quantity;
    for (const line of orderIds.length
      ? await awaitedLinesOf(trx, orderIds, arrival.productId)
      : []) {
      if (left === 0) break;
      const quantity = Math.min(left, Number(line.quantity) - Number(line.received_quantity));
      await addReceived(trx, line.id, quantity);
      await addInvoiced(trx, line.id, quantity);
      await insertReceipt(trx, {
        id: crypto.randomUUID(),
        line_id: line.id,
        quantity,
        movement_id: arrival.movementId,
        user_id: userId,
        created_at: at,
      });
      touched.add(line.order_id);
      left -= quantity;
    }
  }
  for (const id of touched) await settleReceivedStatus(trx, id, at);
  return [...touched];
}
