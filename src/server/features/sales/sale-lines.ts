import type { Transaction } from 'kysely';
import type { Natura } from '../../../shared/invoices/invoice-codes';
import { INVOICE_MESSAGES } from '../../../shared/invoices/invoice-schemas';
import { BUYER_LABELS, naturaFits } from '../../../shared/invoices/natura-rules';
import type { DiscountInput, SaleLineInput } from '../../../shared/sales/sale-schemas';
import type { Discount } from '../../../shared/sales/sale-totals';
import type { DB } from '../../db/schema';
import type { DiscountKind } from '../../db/tables/sale-tables';
import { AppError } from '../../errors';
import { productForSale } from '../products/products.service';

/** A line as the sale stores it: a warehouse line takes its product's name and list price. */
export interface ResolvedLine {
  productId: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  discount: Discount | null;
  vatHundredths: number;
  natura: Natura | null;
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

const PERSON_IN_ITALY = { customer_country: 'IT', customer_vat_number: null };

/**
 * A documento commerciale certifies a sale to a person in Italy: a natura that holds only for
 * other buyers (an export, a reverse charge, VAT paid in another member state) is refused on its
 * line. An invoice's lines are checked against its customer when it is issued.
 */
export function refuseNaturaNotForPerson(lines: readonly SaleLineInput[]) {
  lines.forEach((line, index) => {
    if (!line.natura || naturaFits(line.natura, PERSON_IN_ITALY)) return;
    const message = INVOICE_MESSAGES.naturaNotForBuyer(
      index + 1,
      line.natura,
      BUYER_LABELS['privato-it'],
    );
    throw new AppError(400, 'validation_failed', message, {
      fieldErrors: { [`lines.${index}.natura`]: [message] },
    });
  });
}

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
      natura: line.natura ?? null,
    });
  }
  return resolved;
}
