import type { Kysely, Transaction } from 'kysely';
import { purchaseOrderCode } from '../../../shared/inventory/purchase-orders';
import { centsToEuro } from '../../../shared/money';
import {
  type ListSupplierReturnsQuery,
  SUPPLIER_RETURN_MESSAGES as M,
  type SupplierReturnDto,
  type SupplierReturnInput,
  type SupplierReturnsDto,
  tooManyReturned,
} from '../../../shared/purchase-orders/supplier-returns';
import type { DialectName } from '../../db/database';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { returnToSupplier } from '../products/products.service';
import { netUnitCostCents, wholeQuantity } from '../supplier-invoices/supplier-invoices.service';
import {
  insertReturn,
  lockedInvoiceLine,
  lockedOrderLine,
  returnedFrom,
  selectReturn,
  selectReturns,
  settleReturnRow,
} from './supplier-returns.queries';

type Deps = { db: Kysely<DB>; dialect: DialectName; clock: () => Date };
type Row = NonNullable<Awaited<ReturnType<typeof selectReturn>>>;

function present(row: Row): SupplierReturnDto {
  const unit = Number(row.unit_cost_cents);
  return {
    id: row.id,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    product_id: row.product_id,
    description: row.description,
    document: row.document,
    quantity: Number(row.quantity),
    unit_cost: centsToEuro(unit),
    amount: centsToEuro(unit * Number(row.quantity)),
    status: row.status,
    note: row.note,
    settled_at: row.settled_at === null ? null : toIso(row.settled_at),
    created_at: toIso(row.created_at),
  };
}

/** What the return is taken from: the line's product, cost, document and what can go back. */
interface Source {
  supplierId: string;
  productId: string;
  description: string;
  document: string;
  unitCostCents: number;
  arrived: number;
}

async function orderSource(trx: Transaction<DB>, dialect: DialectName, lineId: string) {
  const line = await lockedOrderLine(trx, dialect, lineId);
  if (!line) throw notFound(M.lineNotFound);
  if (!line.product_id) throw badRequest(M.noProduct);
  return {
    supplierId: line.supplier_id,
    productId: line.product_id,
    description: line.description,
    document: purchaseOrderCode(Number(line.year), Number(line.number)),
    unitCostCents: Number(line.unit_cost_cents),
    arrived: Number(line.received_quantity) - (await returnedFrom(trx, 'order_line_id', lineId)),
  } satisfies Source;
}

async function invoiceSource(trx: Transaction<DB>, dialect: DialectName, lineId: string) {
  const line = await lockedInvoiceLine(trx, dialect, lineId);
  if (!line) throw notFound(M.lineNotFound);
  if (line.kind !== 'goods' || !line.product_id || !line.movement_id) throw badRequest(M.notLoaded);
  const quantity = line.quantity === null ? 1 : (wholeQuantity(line.quantity) ?? 0);
  return {
    supplierId: line.supplier_id,
    productId: line.product_id,
    description: line.description,
    document: `Fattura ${line.number}`,
    unitCostCents: netUnitCostCents(Number(line.total_cents), line.quantity ?? '1'),
    arrived: quantity - (await returnedFrom(trx, 'invoice_line_id', lineId)),
  } satisfies Source;
}

/**
 * *Reso al fornitore*: pieces that arrived on an order line or a loaded invoice line go back. One
 * `reso_fornitore` movement takes them out (409 when fewer are on the shelf), and the return
 * records what the supplier owes: the pieces at the line's cost. The line is locked while the
 * pieces already returned are counted, so two returns at once never send back more than arrived.
 */
export async function createSupplierReturn(
  deps: Deps,
  input: SupplierReturnInput,
  userId: string | null,
): Promise<SupplierReturnDto> {
  const id = crypto.randomUUID();
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const source = input.order_line_id
      ? await orderSource(trx, deps.dialect, input.order_line_id)
      : await invoiceSource(trx, deps.dialect, input.invoice_line_id ?? '');
    if (input.quantity > source.arrived)
      throw new AppError(409, 'too_many_returned', tooManyReturned(Math.max(0, source.arrived)));
    const movementId = await returnToSupplier(trx, {
      productId: source.productId,
      quantity: input.quantity,
      userId,
      note: `Reso al fornitore: ${source.document}`,
      at,
    });
    await insertReturn(trx, {
      id,
      supplier_id: source.supplierId,
      order_line_id: input.order_line_id,
      invoice_line_id: input.invoice_line_id,
      product_id: source.productId,
      description: source.description,
      document: source.document,
      quantity: input.quantity,
      unit_cost_cents: source.unitCostCents,
      movement_id: movementId,
      status: 'aperto',
      note: input.note ?? null,
      created_by: userId,
      settled_at: null,
      created_at: at,
    });
  });
  return getSupplierReturn(deps, id);
}

export async function getSupplierReturn(deps: Pick<Deps, 'db'>, id: string) {
  const row = await selectReturn(deps.db, id);
  if (!row) throw notFound(M.notFound);
  return present(row);
}

/** The returns in one status (open by default), with each supplier's count and amount owed. */
export async function listSupplierReturns(
  deps: Pick<Deps, 'db'>,
  query: ListSupplierReturnsQuery,
): Promise<SupplierReturnsDto> {
  const rows = await selectReturns(deps.db, query);
  const totals = new Map<string, { supplier_name: string; count: number; cents: number }>();
  for (const row of rows) {
    const total = totals.get(row.supplier_id) ?? {
      supplier_name: row.supplier_name,
      count: 0,
      cents: 0,
    };
    total.count += 1;
    total.cents += Number(row.unit_cost_cents) * Number(row.quantity);
    totals.set(row.supplier_id, total);
  }
  return {
    items: rows.map(present),
    suppliers: [...totals].map(([supplier_id, t]) => ({
      supplier_id,
      supplier_name: t.supplier_name,
      count: t.count,
      owed: centsToEuro(t.cents),
    })),
  };
}

/** The supplier paid back (credit note or refund): the return closes. */
export async function settleSupplierReturn(deps: Deps, id: string) {
  if (!(await settleReturnRow(deps.db, id, deps.clock().toISOString()))) {
    await getSupplierReturn(deps, id);
    throw conflict(M.alreadySettled);
  }
  return getSupplierReturn(deps, id);
}
