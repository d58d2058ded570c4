import type { Transaction } from 'kysely';
import { PRODUCT_MESSAGES } from '../../../shared/inventory/products';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { notFound } from '../../errors';
import { lockedQuantityAndCost, setCost } from './stock.queries';
import { applyMovement, type Movement } from './stock.service';
import { weightedCost } from './weighted-cost';

export type StockReceipt = Omit<Movement, 'delta' | 'reason'> & {
  quantity: number;
  unitCostCents: number;
};

/**
 * Goods arriving at a known unit cost (a purchase order's receipt, a supplier invoice's line): one
 * `carico` and the product's cost moved by the one cost rule (weightedCost). Every way stock
 * arrives with a cost goes through here; the caller links the returned movement id to its own
 * document. Call it inside the caller's transaction.
 */
export async function receiveStock(
  trx: Transaction<DB>,
  dialect: DialectName,
  receipt: StockReceipt,
): Promise<string> {
  const { quantity, unitCostCents, ...move } = receipt;
  const before = await lockedQuantityAndCost(trx, dialect, move.productId);
  if (!before) throw notFound(PRODUCT_MESSAGES.notFound);
  const id = await applyMovement(trx, { ...move, delta: quantity, reason: 'carico' });
  await setCost(trx, move.productId, weightedCost(before, { quantity, unitCostCents }));
  return id;
}
