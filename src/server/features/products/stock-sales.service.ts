import type { Kysely, Transaction } from 'kysely';
import { PRODUCT_MESSAGES } from '../../../shared/inventory/products';
import type { DB } from '../../db/schema';
import { notFound } from '../../errors';
import { selectSaleProduct } from './stock.queries';
import { applyMovement, type Movement } from './stock.service';

/**
 * Goods leaving over the counter, and coming back when the sale is voided. The quantity moves in
 * applyMovement's one conditional statement, so parallel sales never sell more than there is
 * (the second gets 409 *Quantità insufficiente*); the caller links the movement to its line.
 */
export type StockSale = Omit<Movement, 'delta' | 'reason'> & { quantity: number };

export async function productForSale(db: Kysely<DB>, id: string) {
  const product = await selectSaleProduct(db, id);
  if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
  return { id: product.id, name: product.name, priceCents: Number(product.price_cents) };
}

/** One `scarico` of `quantity`; returns the movement id. Inside the caller's transaction. */
export function sellFromStock(trx: Transaction<DB>, sale: StockSale): Promise<string> {
  const { quantity, ...move } = sale;
  return applyMovement(trx, { ...move, delta: -quantity, reason: 'scarico' });
}

/** Pieces sent back to their supplier: one `reso_fornitore` (never below 0, as every exit). */
export function returnToSupplier(trx: Transaction<DB>, sale: StockSale): Promise<string> {
  const { quantity, ...move } = sale;
  return applyMovement(trx, { ...move, delta: -quantity, reason: 'reso_fornitore' });
}

/** The goods of a voided sale back on the shelf: one `reso_cliente`. */
export function returnSoldStock(trx: Transaction<DB>, sale: StockSale): Promise<string> {
  const { quantity, ...move } = sale;
  return applyMovement(trx, { ...move, delta: quantity, reason: 'reso_cliente' });
}
