import { describe, expect, it } from 'vitest';
import {
  costFromPriceCents,
  marginShareTenths,
  type PricedLineInput,
  priceLines,
  unitPriceCents,
} from './pricing';

/** A small seeded generator (mulberry32): the same "random" cases on every run and machine. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** An independent reading of MODULES "Pricing": exact integer numerators, rounded half up. */
const reference = (numerator: number) => Math.round(numerator / 1000);

describe('pricing: examples', () => {
  it('prices a quote as the shop would by hand', () => {
    // 49,90 € of parts at 30 % margin, two of them, and 35,00 € of labour; VAT 22 %.
    const result = priceLines(
      [
        { quantity: 2, unitCostCents: 4990 },
        { quantity: 1, unitCostCents: 3500 },
      ],
      300,
      2200,
    );
    expect(result.lines.map((l) => [l.unitPriceCents, l.lineTotalCents])).toEqual([
      [6487, 12974],
      [4550, 4550],
    ]);
    expect(result).toMatchObject({
      taxableCents: 17524,
      vatAmountCents: 3855,
      totalCents: 21379,
      marginAmountCents: 17524 - 13480,
    });
  });

  it('rounds half away from zero on cents', () => {
    expect(unitPriceCents(5, 100)).toBe(6); // 5,5 cents → 6
    expect(unitPriceCents(15, 100)).toBe(17); // 16,5 → 17
    expect(priceLines([{ quantity: 1, unitCostCents: 250 }], 0, 2200).vatAmountCents).toBe(55);
    expect(priceLines([{ quantity: 1, unitCostCents: 25 }], 0, 2200).vatAmountCents).toBe(6); // 5,5
  });

  it('keeps a typed price as typed and counts no cost for a line without one', () => {
    // "Manodopera 40,00 €" typed, no cost; a warehouse product at its list price 149,00 € (cost
    // 95,60 €); VAT 22 %. The markup (35,5 %) prices neither line.
    const result = priceLines(
      [
        { quantity: 1, unitCostCents: null, unitPriceCents: 4000 },
        { quantity: 1, unitCostCents: 9560, unitPriceCents: 14900 },
      ],
      355,
      2200,
    );
    expect(result.lines.map((l) => l.unitPriceCents)).toEqual([4000, 14900]);
    expect(result).toMatchObject({
      taxableCents: 18900,
      vatAmountCents: 4158,
      totalCents: 23058,
      marginAmountCents: 18900 - 9560,
    });
  });

  it('turns a price back into the cost the markup would have priced it from', () => {
    expect(costFromPriceCents(4000, 355)).toBe(2952); // 40,00 € at 35,5 % → 29,52 €
    expect(unitPriceCents(2952, 355)).toBe(4000);
    expect(costFromPriceCents(0, 300)).toBe(0);
  });

  it('gives the real margin as a share of the price, in tenths of a percent', () => {
    // A 35,5 % markup is a 26,2 % margin.
    expect(marginShareTenths(355, 1355)).toBe(262);
    expect(marginShareTenths(0, 0)).toBeNull();
    expect(marginShareTenths(-50, 1000)).toBe(-50);
  });

  it('refuses what is not a whole, non-negative amount or a rate over 100 %', () => {
    expect(() => unitPriceCents(12.5, 0)).toThrow(RangeError);
    expect(() => unitPriceCents(-1, 0)).toThrow(RangeError);
    expect(() => priceLines([{ quantity: 0, unitCostCents: 100 }], 0, 0)).toThrow(RangeError);
    expect(() => priceLines([], 0, 10_001)).toThrow(RangeError);
  });
});

describe('pricing: properties over 2,000 random quotes', () => {
  const next = random(20261124);
  const cases = Array.from({ length: 2000 }, () => {
    // A third of the lines have a typed price; some of those have no cost at all.
    const lines: PricedLineInput[] = Array.from({ length: 1 + next(15) }, () => {
      const typed = next(3) === 0;
      return {
        quantity: 1 + next(50),
        unitCostCents: typed && next(2) === 0 ? null : next(2_000_000),
        unitPriceCents: typed ? next(3_000_000) : null,
      };
    });
    return { lines, margin: next(1001), vat: next(10_001) };
  });

  it('taxable + VAT is the total, every amount a whole number of cents', () => {
    for (const { lines, margin, vat } of cases) {
      const r = priceLines(lines, margin, vat);
      expect(r.taxableCents + r.vatAmountCents).toBe(r.totalCents);
      for (const amount of [r.taxableCents, r.vatAmountCents, r.totalCents, r.marginAmountCents]) {
        expect(Number.isSafeInteger(amount)).toBe(true);
      }
      expect(r.taxableCents).toBe(r.lines.reduce((sum, l) => sum + l.lineTotalCents, 0));
    }
  });

  it('agrees with an independent computation of the same formula', () => {
    for (const { lines, margin, vat } of cases) {
      const r = priceLines(lines, margin, vat);
      let taxable = 0;
      let cost = 0;
      for (const line of lines) {
        const unit = line.unitPriceCents ?? reference((line.unitCostCents ?? 0) * (1000 + margin));
        taxable += unit * line.quantity;
        cost += (line.unitCostCents ?? 0) * line.quantity;
      }
      expect(r.taxableCents).toBe(taxable);
      expect(r.vatAmountCents).toBe(Math.round((taxable * vat) / 10_000));
      expect(r.marginAmountCents).toBe(taxable - cost);
    }
  });

  it('does not depend on the order of the lines', () => {
    for (const { lines, margin, vat } of cases.slice(0, 200)) {
      const reversed = priceLines([...lines].reverse(), margin, vat);
      const straight = priceLines(lines, margin, vat);
      expect(reversed.totalCents).toBe(straight.totalCents);
      expect(reversed.marginAmountCents).toBe(straight.marginAmountCents);
    }
  });
});
