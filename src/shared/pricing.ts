/**
 * The pricing of quotes and PC builds (MODULES "Pricing"), in integer cents, the markup in tenths
 * of a percent (30 % = 300) and the VAT rate in hundredths as everywhere (22 % = 2200), so
 * server, form and print give the same cents:
 *   unit_price = the price typed (or taken from the warehouse) as it is; only a line that has a
 *     cost and no price gets round(unit_cost × (1 + m/100)), m being the markup (ricarico),
 *   line_total = unit_price × quantity, taxable = Σ line_total,
 *   vat_amount = round(taxable × v/100), total = taxable + vat_amount,
 *   margin_amount = taxable − Σ unit_cost × quantity over the lines that have a cost.
 * Rounding is half away from zero on cents, in integer arithmetic (BigInt for the products):
 * no float ever carries an amount.
 */
import { vatOf } from './invoices/invoice-money';
import { divRoundHalfAway } from './rounding';

export interface PricedLineInput {
  quantity: number;
  /** What the line costs the shop; null when it has none (labour, a service). */
  unitCostCents: number | null;
  /** The selling price as typed; null or absent: priced from the cost with the markup. */
  unitPriceCents?: number | null;
}

export interface PricedLine {
  quantity: number;
  unitCostCents: number | null;
  unitPriceCents: number;
  lineTotalCents: number;
}

export interface PricingTotals {
  lines: PricedLine[];
  taxableCents: number;
  vatAmountCents: number;
  totalCents: number;
  marginAmountCents: number;
}

const PER_THOUSAND = 1000n;

function assertWhole(value: number, what: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${what}: ${value} is not a whole number from ${min} to ${max}`);
  }
}

/** a × rateTenths / 1000, rounded half away from zero (all inputs are ≥ 0). */
function applyRate(amount: bigint, perThousand: bigint): number {
  const value = Number(divRoundHalfAway(amount * perThousand, PER_THOUSAND));
  assertWhole(value, 'amount', 0);
  return value;
}

export function unitPriceCents(unitCostCents: number, marginTenths: number): number {
  assertWhole(unitCostCents, 'unit cost', 0);
  assertWhole(marginTenths, 'margin', 0, 1000);
  return applyRate(BigInt(unitCostCents), PER_THOUSAND + BigInt(marginTenths));
}

/** The cost a markup would have priced `priceCents` from: what typing a price fills in. */
export function costFromPriceCents(priceCents: number, markupTenths: number): number {
  assertWhole(priceCents, 'unit price', 0);
  assertWhole(markupTenths, 'markup', 0, 1000);
  const divisor = PER_THOUSAND + BigInt(markupTenths);
  const value = Number(divRoundHalfAway(BigInt(priceCents) * PER_THOUSAND, divisor));
  assertWhole(value, 'amount', 0);
  return value;
}

/**
 * The real margin as a share of the price, in tenths of a percent (a 35,5 % markup is a 26,2 %
 * margin), rounded half away from zero; null when there is no price to share.
 */
export function marginShareTenths(marginCents: number, taxableCents: number): number | null {
  if (taxableCents <= 0) return null;
  return Number(divRoundHalfAway(BigInt(marginCents) * PER_THOUSAND, BigInt(taxableCents)));
}

export function priceLines(
  lines: readonly PricedLineInput[],
  marginTenths: number,
  vatHundredths: number,
): PricingTotals {
  assertWhole(vatHundredths, 'VAT rate', 0, 10_000);
  let taxable = 0n;
  let cost = 0n;
  const priced = lines.map((line) => {
    assertWhole(line.quantity, 'quantity', 1);
    const typed = line.unitPriceCents ?? null;
    if (typed !== null) assertWhole(typed, 'unit price', 0);
    const unit = typed ?? unitPriceCents(line.unitCostCents ?? 0, marginTenths);
    const lineTotal = BigInt(unit) * BigInt(line.quantity);
    taxable += lineTotal;
    if (line.unitCostCents !== null) {
      assertWhole(line.unitCostCents, 'unit cost', 0);
      cost += BigInt(line.unitCostCents) * BigInt(line.quantity);
    }
    return {
      quantity: line.quantity,
      unitCostCents: line.unitCostCents,
      unitPriceCents: unit,
      lineTotalCents: Number(lineTotal),
    };
  });
  const taxableCents = Number(taxable);
  // The VAT as an invoice computes it: the same cents on the quote and on its invoice.
  const vat = vatOf(taxableCents, vatHundredths);
  assertWhole(taxableCents + vat, 'total', 0);
  return {
    lines: priced,
    taxableCents,
    vatAmountCents: vat,
    totalCents: taxableCents + vat,
    marginAmountCents: Number(taxable - cost),
  };
}
