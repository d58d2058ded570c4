import { describe, expect, it } from 'vitest';
import {
  applyRegime,
  centsToE8,
  lineAmountCents,
  type MoneyLine,
  netOfGross,
  netUnitPrice,
  priceInvoice,
  shareOut,
  vatOf,
} from './invoice-money';

/** A line with its unit price in cents, as most cases read best. */
const line = ({
  unitPriceCents = 0,
  ...over
}: Partial<MoneyLine> & { unitPriceCents?: number }): MoneyLine => ({
  quantityHundredths: 100,
  unitPriceE8: centsToE8(unitPriceCents),
  priceIncludesVat: false,
  vatRateHundredths: 2200,
  natura: null,
  discountHundredths: null,
  ...over,
});

/** A small seeded generator (mulberry32): the same cases on every run. */
function random(seed: number) {
  let a = seed;
  return (max: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}
const RATES = [2200, 1000, 500, 400];

describe('invoice money', () => {
  it('prices lines with quantities of 2 decimals and discounts, half away from zero', () => {
    const amount = (cents: number, quantity: number, discount: number | null) =>
      lineAmountCents(centsToE8(cents), quantity, discount);
    expect(amount(1999, 150, null)).toBe(2999); // 29,985 → 29,99
    expect(amount(1000, 300, 1000)).toBe(2700);
    expect(amount(333, 100, 3333)).toBe(222); // 2,2201
    expect(amount(5000, 100, 10_000)).toBe(0);
  });

  it('takes unit prices of up to 8 decimals and keeps the line total to the cent', () => {
    // 0,333 € × 3 = 0,999 → 1,00 €; 0,12345678 € × 100 = 12,345678 → 12,35 €.
    expect(lineAmountCents(33_300_000, 300, null)).toBe(100);
    expect(lineAmountCents(12_345_678, 10_000, null)).toBe(1235);
    const third = line({ unitPriceE8: 33_300_000, quantityHundredths: 300 });
    const totals = priceInvoice([third]);
    expect(totals.lines[0]?.lineTotalCents).toBe(100);
    expect(netUnitPrice(totals.lines[0] as never)).toBe('0.333');
    expect(netUnitPrice(priceInvoice([line({ unitPriceCents: 12_990 })]).lines[0] as never)).toBe(
      '129.90',
    );
  });

  it('rounds the VAT once per summary, as the SDI recomputes it', () => {
    const totals = priceInvoice([
      line({ unitPriceCents: 1001 }),
      line({ unitPriceCents: 1001 }),
      line({ unitPriceCents: 5000, vatRateHundredths: 1000 }),
      line({ unitPriceCents: 8000, vatRateHundredths: 0, natura: 'N4' }),
    ]);
    expect(totals.summary).toEqual([
      { vatRateHundredths: 2200, natura: null, taxableCents: 2002, vatCents: 440 },
      { vatRateHundredths: 1000, natura: null, taxableCents: 5000, vatCents: 500 },
      { vatRateHundredths: 0, natura: 'N4', taxableCents: 8000, vatCents: 0 },
      // 80,00 € exempt > 77,47 €: the stamp duty is due, charged as its own N1 line.
      { vatRateHundredths: 0, natura: 'N1', taxableCents: 200, vatCents: 0 },
    ]);
    expect(totals).toMatchObject({ stampDutyCents: 200, stampDutyCharged: true });
    expect(totals.totalCents).toBe(2002 + 440 + 5000 + 500 + 8000 + 200);
  });

  it('adds the charged stamp duty to an N1 summary already there, and to the total', () => {
    const totals = priceInvoice([
      line({ unitPriceCents: 9000, vatRateHundredths: 0, natura: 'N1' }),
    ]);
    expect(totals.summary).toEqual([
      { vatRateHundredths: 0, natura: 'N1', taxableCents: 9200, vatCents: 0 },
    ]);
    expect(totals.totalCents).toBe(9200);
    expect(totals.taxableCents + totals.vatCents).toBe(totals.totalCents);
  });

  it('leaves the stamp duty out of lines and total when the shop bears it', () => {
    const borne = priceInvoice(
      [line({ unitPriceCents: 10_000, vatRateHundredths: 0, natura: 'N2.2' })],
      'negozio',
    );
    expect(borne).toMatchObject({
      stampDutyCents: 200,
      stampDutyCharged: false,
      taxableCents: 10_000,
      totalCents: 10_000,
    });
    expect(borne.summary).toHaveLength(1);
  });

  it('charges the stamp duty only above 77,47 € of amounts that bear it', () => {
    const at = (cents: number, natura: MoneyLine['natura']) =>
      priceInvoice([line({ unitPriceCents: cents, vatRateHundredths: 0, natura })]).stampDutyCents;
    expect(at(7747, 'N2.2')).toBe(0);
    expect(at(7748, 'N2.2')).toBe(200);
    expect(at(50_000, 'N3.1')).toBe(0); // exports bear none
    expect(at(50_000, 'N6.3')).toBe(0); // reverse charge
  });

  it('splits a VAT-included price so the total is the price to the cent', () => {
    expect(netOfGross(10_000, 2200)).toEqual({ netCents: 8197, exact: true });
    const next = random(1);
    for (let i = 0; i < 5000; i++) {
      const gross = next(500_000);
      const rate = RATES[next(RATES.length)] ?? 2200;
      const totals = priceInvoice([
        line({ unitPriceCents: gross, priceIncludesVat: true, vatRateHundredths: rate }),
      ]);
      expect(totals.totalCents).toBe(gross);
      const [summary] = totals.summary;
      // The VAT is always exactly taxable × rate; the cent no net reaches is the rounding.
      expect(summary?.vatCents).toBe(vatOf(summary?.taxableCents ?? 0, rate));
      const rounding = totals.roundingCents ?? 0;
      expect(Math.abs(rounding)).toBeLessThanOrEqual(1);
      expect(rounding === 0).toBe(netOfGross(gross, rate).exact);
    }
  });

  it('keeps a ticket price split over several VAT-included lines to the cent', () => {
    const next = random(2);
    for (let i = 0; i < 2000; i++) {
      const lines = Array.from({ length: 1 + next(5) }, () =>
        line({
          unitPriceCents: next(50_000),
          quantityHundredths: 1 + next(1000),
          discountHundredths: next(3) === 0 ? next(5000) : null,
          priceIncludesVat: true,
        }),
      );
      const totals = priceInvoice(lines);
      const typed = totals.lines.reduce((a, l) => a + l.amountCents, 0);
      expect(totals.totalCents).toBe(typed);
      expect(totals.taxableCents).toBe(totals.lines.reduce((a, l) => a + l.lineTotalCents, 0));
      for (const l of totals.lines) {
        // PrezzoUnitario × Quantita × (1 − sconto) is PrezzoTotale within a cent (check 00423).
        const unit = Number(netUnitPrice(l));
        const kept = 1 - (l.discountHundredths ?? 0) / 10_000;
        const product = unit * (l.quantityHundredths / 100) * kept;
        expect(Math.abs(product - l.lineTotalCents / 100)).toBeLessThan(0.01);
      }
    }
  });

  it('shares out an amount in proportion, to the cent', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [0, 0])).toEqual([0, 0]);
    const next = random(3);
    for (let i = 0; i < 1000; i++) {
      const weights = Array.from({ length: 1 + next(6) }, () => next(10_000));
      const total = next(100_000);
      const shares = shareOut(total, weights);
      if (weights.some((w) => w > 0)) expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('makes every line N2.2 without VAT in the forfettario regime', () => {
    const lines = applyRegime([line({ unitPriceCents: 10_000, priceIncludesVat: true })], 'RF19');
    const totals = priceInvoice(lines, 'negozio');
    expect(totals.summary).toEqual([
      { vatRateHundredths: 0, natura: 'N2.2', taxableCents: 10_000, vatCents: 0 },
    ]);
    expect(totals.stampDutyCents).toBe(200);
    expect(applyRegime(lines, 'RF01')).toEqual(lines);
  });
});
