import { describe, expect, it } from 'vitest';
import { discountCents, saleTotals } from './sale-totals';

describe('saleTotals', () => {
  it('lines at list price less their discount, then the discount on the total', () => {
    const totals = saleTotals(
      [
        { quantity: 2, unitPriceCents: 1999, discount: { kind: 'percent', tenths: 100 } },
        { quantity: 1, unitPriceCents: 500, discount: { kind: 'amount', cents: 50 } },
        { quantity: 3, unitPriceCents: 333, discount: null },
      ],
      { kind: 'amount', cents: 100 },
    );
    // 3998 − 399,8 → 400; 500 − 50; 999.
    expect(totals).toEqual({ lineTotals: [3598, 450, 999], subtotalCents: 5047, totalCents: 4947 });
  });

  it('rounds a percent once, half away from zero, and never discounts below zero', () => {
    expect(discountCents(1005, { kind: 'percent', tenths: 100 })).toBe(101);
    expect(discountCents(1004, { kind: 'percent', tenths: 100 })).toBe(100);
    expect(discountCents(300, { kind: 'amount', cents: 500 })).toBe(300);
    expect(saleTotals([], { kind: 'percent', tenths: 1000 }).totalCents).toBe(0);
  });
});
