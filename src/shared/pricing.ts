/**
 * The pricing of quotes and PC builds (MODULES "Pricing"), in integer cents and rates in tenths
 * of a percent (22 % = 220, 10,5 % = 105), so server, form and print give the same cents:
 *   unit_price = round(unit_cost × (1 + m/100)), line_total = unit_price × quantity,
 *   taxable = Σ line_total, vat_amount = round(taxable × v/100), total = taxable + vat_amount,
 *   margin_amount = taxable − Σ unit_cost × quantity.
 * Rounding is half away from zero on cents, in integer arithmetic (BigInt for the products):
 * no float ever carries an amount.
 */
export interface PricedLineInput {
  quantity: number;
  unitCostCents: number;
}

export interface PricedLine extends PricedLineInput {
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
  const scaled = amount * perThousand;
  const result = (scaled * 2n + PER_THOUSAND) / (2n * PER_THOUSAND);
  const value = Number(result);
  assertWhole(value, 'amount', 0);
  return value;
}

export function unitPriceCents(unitCostCents: number, marginTenths: number): number {
  assertWhole(unitCostCents, 'unit cost', 0);
  assertWhole(marginTenths, 'margin', 0, 1000);
  return applyRate(BigInt(unitCostCents), PER_THOUSAND + BigInt(marginTenths));
}

export function priceLines(
  lines: readonly PricedLineInput[],
  marginTenths: number,
  vatTenths: number,
): PricingTotals {
  assertWhole(vatTenths, 'VAT rate', 0, 1000);
  let taxable = 0n;
  let cost = 0n;
  const priced = lines.map((line) => {
    assertWhole(line.quantity, 'quantity', 1);
    const unit = unitPriceCents(line.unitCostCents, marginTenths);
    const lineTotal = BigInt(unit) * BigInt(line.quantity);
    taxable += lineTotal;
    cost += BigInt(line.unitCostCents) * BigInt(line.quantity);
    return { ...line, unitPriceCents: unit, lineTotalCents: Number(lineTotal) };
  });
  const vat = applyRate(taxable, BigInt(vatTenths));
  const taxableCents = Number(taxable);
  assertWhole(taxableCents + vat, 'total', 0);
  return {
    lines: priced,
    taxableCents,
    vatAmountCents: vat,
    totalCents: taxableCents + vat,
    marginAmountCents: Number(taxable - cost),
  };
}
