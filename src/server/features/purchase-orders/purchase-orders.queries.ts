import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { ListPurchaseOrdersQuery } from '../../../shared/inventory/purchase-orders';
import type { DialectName } from '../../db/database';
import { afterKey } from '../../db/keyset';
import { onOrderOfProduct } from '../../db/on-order';
import { nextInPeriod } from '../../db/period-counter';
import type { DB } from '../../db/schema';
import type {
  PurchaseOrderLineTable,
  PurchaseOrderReceiptTable,
  PurchaseOrderTable,
} from '../../db/tables/purchase-order-tables';

import type { lateOrderCondition } from './purchase-order-lateness.queries';

type Db = Kysely<DB> | Transaction<DB>;

function selectRows(db: Db) {
  return db
    .selectFrom('purchase_orders as o')
    .innerJoin('suppliers as s', 's.id', 'o.supplier_id')
    .selectAll('o')
    .select(['s.name as supplier_name', 's.lead_time_days'])
    .select((eb) =>
      eb
        .selectFrom('purchase_order_lines as l')
        .select(sql<number>`coalesce(sum(l.quantity * l.unit_cost_cents), 0)`.as('t'))
        .whereRef('l.order_id', '=', 'o.id')
        .as('total_cents'),
    );
}
export type OrderRow = PurchaseOrderTable & {
  supplier_name: string;
  lead_time_days: number | null;
  total_cents: number;
};

/** One page, newest first by default, after the cursor's (created_at, id). */
export function selectOrders(
  db: Db,
  query: Pick<ListPurchaseOrdersQuery, 'status' | 'supplier_id' | 'order'> & {
    limit: number;
    after?: readonly [string, string];
    late?: ReturnType<typeof lateOrderCondition>;
  },
): Promise<OrderRow[]> {
  let select = selectRows(db)
    .orderBy('o.created_at', query.order)
    .orderBy('o.id', query.order)
    .limit(query.limit);
  if (query.status) select = select.where('o.status', '=', query.status);
  if (query.supplier_id) select = select.where('o.supplier_id', '=', query.supplier_id);
  if (query.late) select = select.where(query.late);
  if (query.after)
    select = select.where(afterKey(['o.created_at', 'o.id'], query.after, query.order));
  return select.execute() as Promise<OrderRow[]>;
}

export function selectOrder(db: Db, id: string) {
  return selectRows(db).where('o.id', '=', id).executeTakeFirst() as Promise<OrderRow | undefined>;
}

export function selectLines(db: Db, orderId: string) {
  return db
    .selectFrom('purchase_order_lines')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/** The order's row locked for the rest of the transaction on PostgreSQL (SQLite has one writer). */
export async function lockOrder(trx: Transaction<DB>, dialect: DialectName, id: string) {
  let select = trx
    .selectFrom('purchase_orders')
    .select(['id', 'status', 'year', 'number'])
    .where('id', '=', id);
  if (dialect === 'postgres') select = select.forUpdate();
  return select.executeTakeFirst();
}

export const nextOrderNumber = (trx: Transaction<DB>, year: number) =>
  nextInPeriod(trx, 'purchase_order_counters', String(year));

export async function insertOrder(trx: Transaction<DB>, row: Insertable<PurchaseOrderTable>) {
  await trx.insertInto('purchase_orders').values(row).execute();
}

export async function updateOrderRow(trx: Db, id: string, columns: Updateable<PurchaseOrderTable>) {
  await trx.updateTable('purchase_orders').set(columns).where('id', '=', id).execute();
}

export async function deleteOrderRow(db: Db, id: string) {
  await db.deleteFrom('purchase_orders').where('id', '=', id).execute();
}

/** A draft's lines written anew (a draft has no receipts yet). */
export async function replaceLines(
  trx: Transaction<DB>,
  orderId: string,
  lines: Insertable<PurchaseOrderLineTable>[],
) {
  await trx.deleteFrom('purchase_order_lines').where('order_id', '=', orderId).execute();
  if (lines.length > 0) await trx.insertInto('purchase_order_lines').values(lines).execute();
}

export async function addReceived(trx: Transaction<DB>, lineId: string, quantity: number) {
  await trx
    .updateTable('purchase_order_lines')
    .set((eb) => ({ received_quantity: eb('received_quantity', '+', quantity) }))
    .where('id', '=', lineId)
    .execute();
}

export async function insertReceipt(
  trx: Transaction<DB>,
  row: Insertable<PurchaseOrderReceiptTable>,
) {
  await trx.insertInto('purchase_order_receipts').values(row).execute();
}

/**
 * A supplier's products below their minimum stock, with their held pieces and what their open
 * orders still bring to the shelf (onOrderOfProduct without ticket lines), in one statement.
 */
export function selectLowStockOfSupplier(db: Db, supplierId: string) {
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.sku', 'p.name', 'p.quantity', 'p.reserved', 'p.min_stock', 'p.cost_cents'])
    .select(onOrderOfProduct({ stockOnly: true }).as('on_order'))
    .where('p.supplier_id', '=', supplierId)
    .whereRef('p.quantity', '<', 'p.min_stock')
    .orderBy('p.sort_name')
    .orderBy('p.id')
    .execute();
}

/** The supplier's newest draft, locked on PostgreSQL: a part for a ticket joins it. */
export async function lockOpenDraftOf(
  trx: Transaction<DB>,
  dialect: DialectName,
  supplierId: string,
) {
  let select = trx
    .selectFrom('purchase_orders')
    .select('id')
    .where('supplier_id', '=', supplierId)
    .where('status', '=', 'bozza')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
  if (dialect === 'postgres') select = select.forUpdate();
  return (await select.executeTakeFirst())?.id;
}

/** One more line at the end of an order. */
export async function appendLine(
  trx: Transaction<DB>,
  line: Omit<Insertable<PurchaseOrderLineTable>, 'position'>,
) {
  const last = await trx
    .selectFrom('purchase_order_lines')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('order_id', '=', line.order_id)
    .executeTakeFirst();
  const position = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
  await trx
    .insertInto('purchase_order_lines')
    .values({ ...line, position })
    .execute();
}

/** Of these tickets, those with no line still to arrive on a draft or an order being delivered. */
export async function ticketsWithoutOpenLine(trx: Transaction<DB>, ticketIds: string[]) {
  if (ticketIds.length === 0) return [];
  const open = await trx
    .selectFrom('purchase_order_lines as l')
    .innerJoin('purchase_orders as o', 'o.id', 'l.order_id')
    .select('l.ticket_id')
    .distinct()
    .where('l.ticket_id', 'in', ticketIds)
    .where('o.status', 'in', ['bozza', 'inviato', 'parzialmente_ricevuto'])
    .whereRef('l.received_quantity', '<', 'l.quantity')
    .execute();
  const waiting = new Set(open.map((row) => row.ticket_id));
  return ticketIds.filter((id) => !waiting.has(id));
}
