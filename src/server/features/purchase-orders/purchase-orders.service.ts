import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { romeToday } from '../../../shared/format';
import {
  type ListPurchaseOrdersQuery,
  PURCHASE_ORDER_MESSAGES,
  type PurchaseOrderDto,
  type PurchaseOrderInput,
  type PurchaseOrderLineInput,
  type PurchaseOrderPatch,
  type PurchaseOrderStatus,
  purchaseOrderCode,
} from '../../../shared/inventory/purchase-orders';
import { centsToEuro, euroToCents } from '../../../shared/money';
import { expectedBy } from '../../../shared/purchase-orders/late-orders';
import type { DialectName } from '../../db/database';
import { isForeignKeyViolation } from '../../db/db-errors';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { decodeCursor, toPage } from '../../http/paging';
import { releaseWaitingTickets, ticketsOfOrder } from './part-order-withdrawal';
import { lateOrderCondition } from './purchase-order-lateness.queries';
import {
  deleteOrderRow,
  insertOrder,
  lockOrder,
  nextOrderNumber,
  type OrderRow,
  replaceLines,
  selectLines,
  selectOrder,
  selectOrders,
  updateOrderRow,
} from './purchase-orders.queries';

/** A supplier invoice loaded to stock bills and closes its orders' lines (supplier-invoices). */
export {
  billReceivedPieces,
  closeOrderLinesFromInvoice,
  type InvoiceArrival,
  ordersBilledByInvoice,
} from './purchase-order-invoice-receipts.service';

export type Deps = { db: Kysely<DB>; dialect: DialectName; clock: () => Date };

const cursorKey = z.tuple([z.string(), z.string()]);

function summary(row: OrderRow) {
  return {
    id: row.id,
    code: purchaseOrderCode(row.year, row.number),
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    status: row.status,
    notes: row.notes,
    total: centsToEuro(Number(row.total_cents)),
    sent_at: row.sent_at === null ? null : toIso(row.sent_at),
    expected_by: expectedBy(
      row.sent_at === null ? null : toIso(row.sent_at),
      row.lead_time_days === null ? null : Number(row.lead_time_days),
    ),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export async function listPurchaseOrders(deps: Deps, query: ListPurchaseOrdersQuery) {
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const late =
    query.late === 'true'
      ? lateOrderCondition(deps.dialect, deps.clock().toISOString())
      : undefined;
  const rows = await selectOrders(deps.db, { ...query, limit: query.limit + 1, after, late });
  const page = toPage(rows, query.limit, (last) => [toIso(last.created_at), last.id]);
  return { items: page.rows.map(summary), next_cursor: page.next_cursor };
}

export async function getPurchaseOrder(
  db: Kysely<DB> | Transaction<DB>,
  id: string,
): Promise<PurchaseOrderDto> {
  const row = await selectOrder(db, id);
  if (!row) throw notFound(PURCHASE_ORDER_MESSAGES.notFound);
  const lines = await selectLines(db, id);
  return {
    ...summary(row),
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      description: l.description,
      quantity: Number(l.quantity),
      unit_cost: centsToEuro(Number(l.unit_cost_cents)),
      ticket_id: l.ticket_id,
      received: Number(l.received_quantity),
      to_receive: Math.max(0, Number(l.quantity) - Number(l.received_quantity)),
    })),
  };
}

const lineRows = (orderId: string, lines: PurchaseOrderLineInput[]) =>
  lines.map((line, position) => ({
    id: crypto.randomUUID(),
    order_id: orderId,
    position,
    product_id: line.product_id,
    description: line.description,
    quantity: line.quantity,
    unit_cost_cents: euroToCents(line.unit_cost),
    ticket_id: line.ticket_id,
    received_quantity: 0,
  }));

/** A supplier, product or ticket that does not exist: the database's foreign keys say so. */
export async function referencesChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw new AppError(
      400,
      'validation_error',
      'Fornitore, prodotto o scheda indicati non trovati: ricarica e riprova',
    );
  }
}

/** A new draft, numbered in the Rome year it is created. */
export async function createPurchaseOrder(
  deps: Deps,
  input: PurchaseOrderInput,
  userId: string | null,
): Promise<PurchaseOrderDto> {
  return referencesChecked(() =>
    deps.db.transaction().execute(async (trx) => {
      const id = await insertDraft(trx, deps.clock(), { ...input, userId });
      await replaceLines(trx, id, lineRows(id, input.lines));
      return getPurchaseOrder(trx, id);
    }),
  );
}

/** An empty draft's row, numbered in the Rome year of `now`; returns its id. */
export async function insertDraft(
  trx: Transaction<DB>,
  now: Date,
  draft: { supplier_id: string; notes?: string | null; userId: string | null },
): Promise<string> {
  const id = crypto.randomUUID();
  const year = Number(romeToday(now).slice(0, 4));
  await insertOrder(trx, {
    id,
    year,
    number: await nextOrderNumber(trx, year),
    supplier_id: draft.supplier_id,
    status: 'bozza',
    notes: draft.notes ?? null,
    created_by: draft.userId,
    sent_at: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  return id;
}

/** The order locked, refused unless its status is one of `allowed`. */
export async function lockedOrderIn(
  trx: Transaction<DB>,
  dialect: DialectName,
  id: string,
  allowed: readonly PurchaseOrderStatus[],
  message: string,
) {
  const order = await lockOrder(trx, dialect, id);
  if (!order) throw notFound(PURCHASE_ORDER_MESSAGES.notFound);
  if (!allowed.includes(order.status)) throw conflict(message);
  return order;
}

export async function updatePurchaseOrder(
  deps: Deps,
  id: string,
  patch: PurchaseOrderPatch,
  userId: string | null,
) {
  return referencesChecked(() =>
    deps.db.transaction().execute(async (trx) => {
      const order = await lockedOrderIn(
        trx,
        deps.dialect,
        id,
        ['bozza'],
        PURCHASE_ORDER_MESSAGES.notDraft,
      );
      const at = deps.clock().toISOString();
      await updateOrderRow(trx, id, {
        ...(patch.supplier_id ? { supplier_id: patch.supplier_id } : {}),
        ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
        updated_at: at,
      });
      if (patch.lines) {
        const tickets = await ticketsOfOrder(trx, id);
        await replaceLines(trx, id, lineRows(id, patch.lines));
        const note = `Ricambio tolto dall'ordine ${purchaseOrderCode(order.year, order.number)}`;
        await releaseWaitingTickets(trx, tickets, { by: userId, at, note });
      }
      return getPurchaseOrder(trx, id);
    }),
  );
}

export async function deletePurchaseOrder(deps: Deps, id: string, userId: string | null) {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockedOrderIn(
      trx,
      deps.dialect,
      id,
      ['bozza'],
      PURCHASE_ORDER_MESSAGES.notDraft,
    );
    const tickets = await ticketsOfOrder(trx, id);
    await deleteOrderRow(trx, id);
    const note = `Ordine ${purchaseOrderCode(order.year, order.number)} eliminato: il ricambio non è più ordinato`;
    await releaseWaitingTickets(trx, tickets, { by: userId, at: deps.clock().toISOString(), note });
  });
}

/** Cancelled while nothing has arrived: a draft or a sent order. */
export async function cancelPurchaseOrder(deps: Deps, id: string, userId: string | null) {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockedOrderIn(
      trx,
      deps.dialect,
      id,
      ['bozza', 'inviato'],
      PURCHASE_ORDER_MESSAGES.notCancellable,
    );
    const at = deps.clock().toISOString();
    await updateOrderRow(trx, id, { status: 'annullato', updated_at: at });
    const note = `Ordine ${purchaseOrderCode(order.year, order.number)} annullato: il ricambio non arriverà`;
    await releaseWaitingTickets(trx, await ticketsOfOrder(trx, id), { by: userId, at, note });
    return getPurchaseOrder(trx, id);
  });
}
