import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { ListSupplierReturnsQuery } from '../../../shared/purchase-orders/supplier-returns';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import type { SupplierReturnTable } from '../../db/tables/supplier-return-tables';

/** A received order line as a return reads it, locked on PostgreSQL until the return is written. */
export function lockedOrderLine(trx: Transaction<DB>, dialect: DialectName, lineId: string) {
  let select = trx
    .selectFrom('purchase_order_lines as l')
    .innerJoin('purchase_orders as o', 'o.id', 'l.order_id')
    .select([
      'l.product_id',
      'l.description',
      'l.unit_cost_cents',
      'l.received_quantity',
      'o.supplier_id',
      'o.year',
      'o.number',
    ])
    .where('l.id', '=', lineId);
  if (dialect === 'postgres') select = select.forUpdate('l');
  return select.executeTakeFirst();
}

/** A loaded supplier-invoice line as a return reads it, locked likewise. */
export function lockedInvoiceLine(trx: Transaction<DB>, dialect: DialectName, lineId: string) {
  let select = trx
    .selectFrom('supplier_invoice_lines as l')
    .innerJoin('supplier_invoices as i', 'i.id', 'l.invoice_id')
    .select([
      'l.product_id',
      'l.description',
      'l.quantity',
      'l.total_cents',
      'l.kind',
      'l.movement_id',
      'i.supplier_id',
      'i.number',
    ])
    .where('l.id', '=', lineId);
  if (dialect === 'postgres') select = select.forUpdate('l');
  return select.executeTakeFirst();
}

/** Pieces already sent back from that line. */
export async function returnedFrom(
  trx: Transaction<DB>,
  column: 'order_line_id' | 'invoice_line_id',
  lineId: string,
) {
  const row = await trx
    .selectFrom('supplier_returns')
    .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
    .where(column, '=', lineId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertReturn(trx: Transaction<DB>, row: Insertable<SupplierReturnTable>) {
  await trx.insertInto('supplier_returns').values(row).execute();
}

function returnRows(db: Kysely<DB>) {
  return db
    .selectFrom('supplier_returns as r')
    .innerJoin('suppliers as s', 's.id', 'r.supplier_id')
    .selectAll('r')
    .select('s.name as supplier_name');
}

export function selectReturn(db: Kysely<DB>, id: string) {
  return returnRows(db).where('r.id', '=', id).executeTakeFirst();
}

/** Newest first; open returns are few (they close when the credit note arrives), so no paging. */
export function selectReturns(db: Kysely<DB>, query: ListSupplierReturnsQuery) {
  let select = returnRows(db)
    .where('r.status', '=', query.status)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(1000);
  if (query.supplier_id) select = select.where('r.supplier_id', '=', query.supplier_id);
  return select.execute();
}

/** Closed once: the supplier's credit note or refund arrived. False when it was not open. */
export async function settleReturnRow(db: Kysely<DB>, id: string, at: string) {
  const result = await db
    .updateTable('supplier_returns')
    .set({ status: 'chiuso', settled_at: at })
    .where('id', '=', id)
    .where('status', '=', 'aperto')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
