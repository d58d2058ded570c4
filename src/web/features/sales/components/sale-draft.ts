import { formatDecimalInput, parseDecimalInput } from '../../../../shared/decimal-input';
import { type Discount, saleTotals } from '../../../../shared/sales/sale-totals';
import type { ProductPick } from '../../../lib/product-search';

/** A counter sale as typed on /vendita: its lines and the discount on the total. */
export type DiscountKind = 'percent' | 'amount';

export interface DiscountDraft {
  kind: DiscountKind;
  value: string;
}

export interface SaleLineDraft {
  key: string;
  /** A warehouse product: its name and list price come from it. Null: a free-text line. */
  productId: string | null;
  description: string;
  quantity: string;
  unitPrice: string;
  /** A rate ("22") or, for 0 %, the natura ("N5"). */
  vatRate: string;
  discount: DiscountDraft;
}

const noDiscount = (): DiscountDraft => ({ kind: 'percent', value: '' });

export const productLine = (product: ProductPick): SaleLineDraft => ({
  key: crypto.randomUUID(),
  productId: product.id,
  description: product.name,
  quantity: '1',
  unitPrice: formatDecimalInput(Math.round(product.price * 100), 2),
  vatRate: '22',
  discount: noDiscount(),
});

export const freeLine = (): SaleLineDraft => ({
  key: crypto.randomUUID(),
  productId: null,
  description: '',
  quantity: '1',
  unitPrice: '',
  vatRate: '22',
  discount: noDiscount(),
});

/** A scanned product again: one more piece on its line instead of a second line. */
export function addProduct(lines: SaleLineDraft[], product: ProductPick): SaleLineDraft[] {
  const index = lines.findIndex((line) => line.productId === product.id);
  if (index < 0) return [...lines, productLine(product)];
  return lines.map((line, i) => {
    if (i !== index) return line;
    const quantity = Number.parseInt(line.quantity, 10);
    return { ...line, quantity: String(Number.isFinite(quantity) ? quantity + 1 : 1) };
  });
}

const scaled = (text: string, decimals: number) => {
  const parsed = parseDecimalInput(text, decimals);
  return parsed.ok ? parsed.scaled : 0;
};

function discountOf(draft: DiscountDraft): Discount | null {
  if (draft.value.trim() === '') return null;
  return draft.kind === 'percent'
    ? { kind: 'percent', tenths: scaled(draft.value, 1) }
    : { kind: 'amount', cents: scaled(draft.value, 2) };
}

/** The totals the page shows: the same function the server computes them with. */
export const draftTotals = (lines: readonly SaleLineDraft[], discount: DiscountDraft) =>
  saleTotals(
    lines.map((line) => ({
      quantity: scaled(line.quantity, 0),
      unitPriceCents: scaled(line.unitPrice, 2),
      discount: discountOf(line.discount),
    })),
    discountOf(discount),
  );

const vatBody = (choice: string) =>
  choice.startsWith('N') ? { vat_rate: '0', natura: choice } : { vat_rate: choice };

const discountBody = (draft: DiscountDraft) =>
  draft.value.trim() === '' ? {} : { discount: { kind: draft.kind, value: draft.value } };

/** The lines and the discount as `POST /api/sales` takes them (a product's price is its own). */
export const saleBody = (lines: readonly SaleLineDraft[], discount: DiscountDraft) => ({
  lines: lines.map((line) => ({
    ...(line.productId
      ? { product_id: line.productId }
      : { description: line.description, unit_price: line.unitPrice, ...vatBody(line.vatRate) }),
    quantity: line.quantity,
    ...discountBody(line.discount),
  })),
  ...discountBody(discount),
});
