import { describe, expect, it } from 'vitest';
import { type PricedLineInput, priceLines, unitPriceCents } from './pricing';

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
      220,
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
    expect(priceLines([{ quantity: 1, unitCostCents: 250 }], 0, 220).vatAmountCents).toBe(55);
    expect(priceLines([{ quantity: 1, unitCostCents: 25 }], 0, 220).vatAmountCents).toBe(6); // 5,5
  });

  it('refuses what is not a whole, non-negative amount or a rate over 100 %', () => {
    expect(() => unitPriceCents(12.5, 0)).toThrow(RangeError);
    expect(() => unitPriceCents(-1, 0)).toThrow(RangeError);
    expect(() => priceLines([{ quantity: 0, unitCostCents: 100 }], 0, 0)).toThrow(RangeError);
    expect(() => priceLines([], 0, 1001)).toThrow(RangeError);
  });
});

describe('pricing: properties over 2,000 random quotes', () => {
  const next = random(20261124);
  const cases = Array.from({ length: 2000 }, () => {
    const lines: PricedLineInput[] = Array.from({ length: 1 + next(15) }, () => ({
      quantity: 1 + next(50),
      unitCostCents: next(2_000_000),
    }));
    return { lines, margin: next(1001), vat: next(1001) };
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
        const unit = reference(line.unitCostCents * (1000 + margin));
        taxable += unit * line.quantity;
        cost += line.unitCostCents * line.quantity;
      }
      expect(r.taxableCents).toBe(taxable);
      expect(r.vatAmountCents).toBe(reference(taxable * vat));
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
