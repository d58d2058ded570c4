import type { Transaction } from 'kysely';
import type { DiscountInput, SaleLineInput } from '../../../shared/sales/sale-schemas';
import type { Discount } from '../../../shared/sales/sale-totals';
import type { DB } from '../../db/schema';
import type { DiscountKind } from '../../db/tables/sale-tables';
import { productForSale } from '../products/products.service';

/** A line as the sale stores it: a warehouse line takes its product's name and list price. */
export interface ResolvedLine {
  productId: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  discount: Discount | null;
  vatHundredths: number;
}

export const toDiscount = (input: DiscountInput | undefined): Discount | null => {
  if (!input) return null;
  return input.kind === 'percent'
    ? { kind: 'percent', tenths: input.value }
    : { kind: 'amount', cents: input.value };
};

/** The stored pair (kind, value) of a discount: tenths for a percent, cents for an amount. */
export const storedDiscount = (
  discount: Discount | null,
): { discount_kind: DiscountKind | null; discount_value: number | null } =>
  discount === null
    ? { discount_kind: null, discount_value: null }
    : {
        discount_kind: discount.kind,
        discount_value: discount.kind === 'percent' ? discount.tenths : discount.cents,
      };

export async function resolveLines(
  trx: Transaction<DB>,
  lines: SaleLineInput[],
): Promise<ResolvedLine[]> {
  const resolved: ResolvedLine[] = [];
  for (const line of lines) {
    const product = line.product_id ? await productForSale(trx, line.product_id) : null;
    resolved.push({
      productId: product?.id ?? null,
      description: line.description ?? product?.name ?? '',
      quantity: line.quantity,
      unitPriceCents: product ? product.priceCents : (line.unit_price ?? 0),
      discount: toDiscount(line.discount),
      vatHundredths: line.vat_rate,
    });
  }
  return resolved;
}
