import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';

/** An order's number as the invoice names it: its Rome year and number. */
export interface OrderRef {
  year: number;
  number: number;
}

/**
 * The supplier's sent orders (awaiting goods or received) that the invoice names (by year and
 * number) or the user chose, locked for the rest of the transaction on PostgreSQL, oldest first.
 */
export async function lockSentOrders(
  trx: Transaction<DB>,
  dialect: DialectName,
  supplierId: string,
  refs: readonly OrderRef[],
  chosenId: string | null,
) {
  let select = trx
    .selectFrom('purchase_orders')
    .select(['id', 'year', 'number'])
    .where('supplier_id', '=', supplierId)
    .where('status', 'in', ['inviato', 'parzialmente_ricevuto', 'ricevuto'])
    .where((eb) =>
      eb.or([
        ...refs.map((ref) => eb.and([eb('year', '=', ref.year), eb('number', '=', ref.number)])),
        ...(chosenId ? [eb('id', '=', chosenId)] : []),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id');
  if (dialect === 'postgres') select = select.forUpdate();
  return select.execute();
}

/** Lines of those orders for a product with pieces still to arrive, in the orders' order. */
export function awaitedLinesOf(
  trx: Transaction<DB>,
  orderIds: readonly string[],
  productId: string,
) {
  return trx
    .selectFrom('purchase_order_lines')
    .select(['id', 'order_id', 'quantity', 'received_quantity'])
    .where('order_id', 'in', orderIds)
    .where('product_id', '=', productId)
    .whereRef('quantity', '>', 'received_quantity')
    .orderBy('position')
    .execute();
}

/** Lines of those orders for a product with received pieces no invoice has billed yet. */
export function unbilledLinesOf(
  trx: Transaction<DB>,
  orderIds: readonly string[],
  productId: string,
) {
  return trx
    .selectFrom('purchase_order_lines')
    .select(['id', 'received_quantity', 'invoiced_quantity'])
    .where('order_id', 'in', orderIds)
    .where('product_id', '=', productId)
    .whereRef('received_quantity', '>', 'invoiced_quantity')
    .orderBy('position')
    .execute();
}

/** The carico of a line's latest receipt: where its pieces entered the warehouse. */
export async function lastReceiptMovement(trx: Transaction<DB>, lineId: string) {
  const row = await trx
    .selectFrom('purchase_order_receipts')
    .select('movement_id')
    .where('line_id', '=', lineId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.movement_id ?? null;
}

export async function addInvoiced(trx: Transaction<DB>, lineId: string, quantity: number) {
  await trx
    .updateTable('purchase_order_lines')
    .set((eb) => ({ invoiced_quantity: eb('invoiced_quantity', '+', quantity) }))
    .where('id', '=', lineId)
    .execute();
}
