import { PURCHASE_ORDER_MESSAGES } from '../../../shared/inventory/purchase-orders';
import { centsToEuro } from '../../../shared/money';
import { AppError } from '../../errors';
import { selectLowStockOfSupplier } from './purchase-orders.queries';
import { createPurchaseOrder, type Deps } from './purchase-orders.service';

const available = (p: { quantity: number; reserved: number }) =>
  Number(p.quantity) - Number(p.reserved);

/**
 * A draft from the reorder list: every product of the supplier below its minimum, for what brings
 * what may be sold (on hand − held for tickets) back to the minimum less what open orders already
 * bring to the shelf, at its current cost (0 when none).
 * Nothing to order is a 409 that says so.
 */
export async function purchaseOrderFromReorder(
  deps: Deps,
  supplierId: string,
  userId: string | null,
) {
  const products = await selectLowStockOfSupplier(deps.db, supplierId);
  const lines = products
    .map((p) => ({
      product_id: p.id,
      ticket_id: null,
      description: `${p.sku} ${p.name}`,
      quantity: Number(p.min_stock) - available(p) - Number(p.on_order),
      unit_cost: centsToEuro(Number(p.cost_cents ?? 0)),
    }))
    .filter((line) => line.quantity > 0);
  if (lines.length === 0) {
    throw new AppError(409, 'nothing_to_order', PURCHASE_ORDER_MESSAGES.nothingToOrder);
  }
  return createPurchaseOrder(deps, { supplier_id: supplierId, lines }, userId);
}
