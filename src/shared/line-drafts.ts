import { parseDecimalInput } from './decimal-input';
import { LINE_MESSAGES, MAX_LINE_QUANTITY } from './priced-lines';
import { type PricingTotals, priceLines } from './pricing';

/** A document line as a person is typing it (quotes, PC builds): text until it parses. */
export interface LineDraft {
  /** Stable identity for React and reordering (not stored). */
  key: string;
  description: string;
  quantity: string;
  unitCost: string;
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
    const cost = parseDecimalInput(line.unitCost, 2);
    if (!cost.ok) check.unitCost = cost.message;
    checks.set(line.key, check);
  }
  return checks;
}

/**
 * The pricing of the lines as typed, with the document's margin and VAT in tenths of a percent;
 * null while a line's quantity or cost does not parse (the form shows the field's error).
 */
export function priceDrafts(
  lines: readonly LineDraft[],
  marginTenths: number,
  vatTenths: number,
): PricingTotals | null {
  const parsed = [];
  for (const line of lines) {
    const quantity = parseDecimalInput(line.quantity, 0);
    const cost = parseDecimalInput(line.unitCost, 2);
    if (!quantity.ok || quantity.scaled < 1 || !cost.ok) return null;
    parsed.push({ quantity: quantity.scaled, unitCostCents: cost.scaled });
  }
  return priceLines(parsed, marginTenths, vatTenths);
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
