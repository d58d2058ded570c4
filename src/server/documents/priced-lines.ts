import type { Kysely } from 'kysely';
import { parseDecimalInput } from '../../shared/decimal-input';
import { centsToEuro } from '../../shared/money';
import { LINE_MESSAGES, type PricedLineInputDto } from '../../shared/priced-lines';
import { marginShareTenths, type PricingTotals } from '../../shared/pricing';
import type { DB } from '../db/schema';
import { badRequest } from '../errors';

/**
 * The server's side of documents with priced lines (quotes, PC builds): lines as stored, the
 * totals columns, the stored rows of the lines, and the checks and defaults both share.
 */

/**
 * A line ready to price and store: integer cents, the product it came from. The price is the one
 * typed (or stored); null only for a line sent with a cost alone, which the markup prices.
 */
export interface StoredLine {
  description: string;
  quantity: number;
  unitCostCents: number | null;
  unitPriceCents: number | null;
  productId: string | null;
}

export const storedLines = (items: readonly PricedLineInputDto[]): StoredLine[] =>
  items.map((i) => ({
    description: i.description,
    quantity: i.quantity,
    unitCostCents: i.unit_cost ?? null,
    unitPriceCents: i.unit_price ?? null,
    productId: i.product_id ?? null,
  }));

/**
 * Lines as the tables keep them (cents from PostgreSQL may be strings), with their stored price:
 * totals computed again never reprice a line. A cost of 0 is a line without a cost.
 */
export const linesFromRows = (
  rows: readonly {
    description: string;
    quantity: number;
    unit_cost_cents: number | string;
    unit_price_cents: number | string;
    product_id: string | null;
  }[],
): StoredLine[] =>
  rows.map((r) => ({
    description: r.description,
    quantity: r.quantity,
    unitCostCents: Number(r.unit_cost_cents) || null,
    unitPriceCents: Number(r.unit_price_cents),
    productId: r.product_id,
  }));

/** The document's totals columns, as the pricing module computed them. */
export const totalsColumns = (totals: PricingTotals) => ({
  taxable_cents: totals.taxableCents,
  vat_cents: totals.vatAmountCents,
  total_cents: totals.totalCents,
  margin_cents: totals.marginAmountCents,
});

/** Each line's stored columns, with the price and total the pricing module gave it. */
export const lineColumns = (lines: readonly StoredLine[], totals: PricingTotals) =>
  lines.map((line, position) => ({
    id: crypto.randomUUID(),
    position,
    product_id: line.productId,
    description: line.description,
    quantity: line.quantity,
    unit_cost_cents: line.unitCostCents ?? 0,
    unit_price_cents: totals.lines[position]?.unitPriceCents ?? 0,
    line_total_cents: totals.lines[position]?.lineTotalCents ?? 0,
  }));

/**
 * Picked products must exist (said in words, not as a database error). A line from the warehouse
 * that comes without a price starts at the product's selling price, and brings its purchase cost
 * along for the staff's margin; what was sent is kept.
 */
export async function fromWarehouse<T extends StoredLine>(
  db: Kysely<DB>,
  lines: readonly T[],
): Promise<T[]> {
  const ids = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  if (ids.length === 0) return [...lines];
  const found = await db
    .selectFrom('products')
    .select(['id', 'price_cents', 'cost_cents'])
    .where('id', 'in', ids)
    .execute();
  if (found.length !== ids.length) throw badRequest(LINE_MESSAGES.productInvalid);
  const byId = new Map(found.map((p) => [p.id, p]));
  return lines.map((line) => {
    const product = line.productId ? byId.get(line.productId) : undefined;
    if (!product) return line;
    const cost = product.cost_cents === null ? null : Number(product.cost_cents);
    return {
      ...line,
      unitCostCents: line.unitCostCents ?? cost,
      unitPriceCents: line.unitPriceCents ?? Number(product.price_cents),
    };
  });
}

/** A percentage setting ('30', '10,5') in tenths, or the fallback when it does not read. */
export function settingTenths(value: string, fallback: number): number {
  const parsed = parseDecimalInput(value, 1);
  return parsed.ok && parsed.scaled <= 1000 ? parsed.scaled : fallback;
}

/** A VAT rate setting ('22', '10,5') in hundredths, or the fallback when it does not read. */
export function settingHundredths(value: string, fallback: number): number {
  const parsed = parseDecimalInput(value, 2);
  return parsed.ok && parsed.scaled <= 10_000 ? parsed.scaled : fallback;
}

const euros = (cents: number | string) => centsToEuro(Number(cents));

/** A stored line in JSON (MODULES: euros with two decimals). */
export function presentLine(line: {
  id: string;
  position: number;
  product_id: string | null;
  description: string;
  quantity: number;
  unit_cost_cents: number | string;
  unit_price_cents: number | string;
  line_total_cents: number | string;
}) {
  return {
    id: line.id,
    position: line.position,
    product_id: line.product_id,
    description: line.description,
    quantity: line.quantity,
    unit_cost: euros(line.unit_cost_cents),
    unit_price: euros(line.unit_price_cents),
    line_total: euros(line.line_total_cents),
  };
}

/** A document's amounts in JSON. */
export const presentTotals = (row: {
  taxable_cents: number | string;
  vat_cents: number | string;
  total_cents: number | string;
  margin_cents: number | string;
}) => ({
  taxable: euros(row.taxable_cents),
  vat_amount: euros(row.vat_cents),
  total_amount: euros(row.total_cents),
  margin_amount: euros(row.margin_cents),
  margin_share: shareOf(row),
});

const shareOf = (row: { taxable_cents: number | string; margin_cents: number | string }) => {
  const tenths = marginShareTenths(Number(row.margin_cents), Number(row.taxable_cents));
  return tenths === null ? null : tenths / 10;
};
