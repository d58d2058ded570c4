import { formatDecimalInput, parseDecimalInput } from './decimal-input';
import { LINE_MESSAGES, MAX_LINE_QUANTITY } from './priced-line-rules';
import {
  costFromPriceCents,
  type PricedLineInput,
  type PricingTotals,
  priceLines,
  unitPriceCents,
} from './pricing';

/** A document line as a person is typing it (quotes, PC builds): text until it parses. */
export interface LineDraft {
  /** Stable identity for React and reordering (not stored). */
  key: string;
  description: string;
  quantity: string;
  /** Optional: what the line costs the shop. */
  unitCost: string;
  /** The selling price; filled from the cost through the markup until someone types it. */
  unitPrice: string;
  /** Which of cost and price the markup filled in (typing the other keeps changing it). */
  filled?: 'cost' | 'price' | null;
  /** The warehouse product the line was picked from, and its stock when picked. */
  productId?: string | null;
  stock?: number | null;
  /** A PC build's component kind. */
  kind?: string;
}

export interface LineCheck {
  description?: string;
  quantity?: string;
  unitCost?: string;
  unitPrice?: string;
}

const EMPTY = { ok: true, scaled: null } as const;
/** An optional amount: empty is no amount, anything else must parse. */
const amountOf = (text: string) => (text.trim() === '' ? EMPTY : parseDecimalInput(text, 2));
const euroText = (cents: number) => formatDecimalInput(cents, 2);

/**
 * Typing the cost fills the price through the markup, and typing the price fills the cost, as
 * long as the other one was empty or filled that way: a typed price (or cost) stays as typed.
 */
export function typeAmount(
  line: LineDraft,
  field: 'unitCost' | 'unitPrice',
  text: string,
  markupTenths: number,
): Partial<LineDraft> {
  const [other, mine, theirs] =
    field === 'unitCost'
      ? (['unitPrice', 'cost', 'price'] as const)
      : (['unitCost', 'price', 'cost'] as const);
  // What is typed here is typed now, even if the markup had filled it.
  const patch: Partial<LineDraft> = {
    [field]: text,
    filled: line.filled === mine ? null : line.filled,
  };
  if (line[other].trim() !== '' && line.filled !== theirs) return patch;
  const typed = amountOf(text);
  if (!typed.ok) return patch;
  if (typed.scaled === null) return { ...patch, [other]: '', filled: null };
  const cents =
    field === 'unitCost'
      ? unitPriceCents(typed.scaled, markupTenths)
      : costFromPriceCents(typed.scaled, markupTenths);
  return { ...patch, [other]: euroText(cents), filled: theirs };
}

/** Each line's field errors, by key; an empty object when the line can be priced. */
export function checkLines(lines: readonly LineDraft[]): Map<string, LineCheck> {
  const checks = new Map<string, LineCheck>();
  for (const line of lines) {
    const check: LineCheck = {};
    if (!line.description.trim()) check.description = LINE_MESSAGES.descriptionRequired;
    const quantity = parseDecimalInput(line.quantity, 0);
    if (!quantity.ok || quantity.scaled < 1 || quantity.scaled > MAX_LINE_QUANTITY)
      check.quantity = LINE_MESSAGES.quantityInvalid;
    const cost = amountOf(line.unitCost);
    if (!cost.ok) check.unitCost = cost.message;
    const price = amountOf(line.unitPrice);
    if (!price.ok) check.unitPrice = price.message;
    else if (price.scaled === null && cost.ok && cost.scaled === null)
      check.unitPrice = LINE_MESSAGES.priceOrCost;
    checks.set(line.key, check);
  }
  return checks;
}

/**
 * The pricing of the lines as typed, with the document's markup (tenths of a percent) and VAT rate
 * (hundredths);
 * null while a line's quantity or amounts do not parse (the form shows the field's error).
 */
export function priceDrafts(
  lines: readonly LineDraft[],
  markupTenths: number,
  vatHundredths: number,
): PricingTotals | null {
  const parsed: PricedLineInput[] = [];
  for (const line of lines) {
    const quantity = parseDecimalInput(line.quantity, 0);
    const cost = amountOf(line.unitCost);
    const price = amountOf(line.unitPrice);
    if (!quantity.ok || quantity.scaled < 1 || !cost.ok || !price.ok) return null;
    if (cost.scaled === null && price.scaled === null) return null;
    parsed.push({
      quantity: quantity.scaled,
      unitCostCents: cost.scaled,
      unitPriceCents: price.scaled,
    });
  }
  return priceLines(parsed, markupTenths, vatHundredths);
}

/** The pieces a picked product lacks for this line, or 0 (also when the line is typed free). */
export function stockShortfall(line: LineDraft): number {
  if (line.stock === undefined || line.stock === null) return 0;
  const quantity = parseDecimalInput(line.quantity, 0);
  return quantity.ok ? Math.max(0, quantity.scaled - line.stock) : 0;
}

/** The list with the line at `from` moved to `to` (both within bounds). */
export function moveLine<T>(lines: readonly T[], from: number, to: number): T[] {
  const next = [...lines];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** A stored line (JSON, euros) as the form types it; a cost of 0 is a line without a cost. */
export function draftOf(line: {
  id: string;
  description: string;
  quantity: number;
  unit_cost: number;
  unit_price: number;
  product_id: string | null;
}): LineDraft {
  return {
    key: line.id,
    description: line.description,
    quantity: String(line.quantity),
    unitCost: line.unit_cost === 0 ? '' : euroText(Math.round(line.unit_cost * 100)),
    unitPrice: euroText(Math.round(line.unit_price * 100)),
    productId: line.product_id,
  };
}

/** A line as the form sends it: the text typed (the server reads it into cents). */
export const lineBody = (line: LineDraft) => ({
  description: line.description,
  quantity: line.quantity,
  unit_cost: line.unitCost,
  unit_price: line.unitPrice,
  product_id: line.productId ?? null,
});
export type LineBody = ReturnType<typeof lineBody>;
