import { describe, expect, it } from 'vitest';
import { weightedCost } from './weighted-cost';

describe('weightedCost', () => {
  it('averages the pieces on hand and the pieces received, to the cent (halves away from zero)', () => {
    expect(
      weightedCost({ quantity: 2, costCents: 1000 }, { quantity: 2, unitCostCents: 1200 }),
    ).toBe(1100);
    expect(
      weightedCost({ quantity: 1, costCents: 1000 }, { quantity: 2, unitCostCents: 1001 }),
    ).toBe(1001);
    expect(weightedCost({ quantity: 1, costCents: 1 }, { quantity: 1, unitCostCents: 2 })).toBe(2);
  });

  it('takes the received cost when nothing is on hand or its cost is unknown', () => {
    expect(weightedCost({ quantity: 0, costCents: 500 }, { quantity: 3, unitCostCents: 700 })).toBe(
      700,
    );
    expect(
      weightedCost({ quantity: 4, costCents: null }, { quantity: 1, unitCostCents: 700 }),
    ).toBe(700);
  });

  it('holds a million pieces at a million euro without losing a cent', () => {
    expect(
      weightedCost(
        { quantity: 999_999, costCents: 100_000_000 },
        { quantity: 1, unitCostCents: 0 },
      ),
    ).toBe(99_999_900);
  });
});
