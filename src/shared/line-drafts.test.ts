import { describe, expect, it } from 'vitest';
import {
  checkLines,
  type LineDraft,
  moveLine,
  priceDrafts,
  stockShortfall,
  typeAmount,
} from './line-drafts';
import { LINE_MESSAGES } from './priced-lines';

const line = (key: string, quantity: string, unitCost: string, description = 'SSD'): LineDraft => ({
  key,
  description,
  quantity,
  unitCost,
  unitPrice: '',
});

describe('line drafts', () => {
  it('prices what an Italian types, with the pricing module', () => {
    const totals = priceDrafts([line('a', '2', '100,00'), line('b', '1', '1.234,5')], 200, 2200);
    // Unit prices +20 %: 120,00 and 1.481,40; taxable 1.721,40; VAT 22 % 378,71; total 2.100,11.
    expect(totals?.lines.map((l) => l.lineTotalCents)).toEqual([24_000, 148_140]);
    expect(totals).toMatchObject({ taxableCents: 172_140, vatAmountCents: 37_871 });
    expect(totals?.totalCents).toBe(210_011);
  });

  it('gives no totals while a line does not parse, and says why per field', () => {
    const lines = [line('a', '0', '10'), line('b', '1,5', 'abc', ' ')];
    expect(priceDrafts(lines, 0, 2200)).toBeNull();
    const checks = checkLines(lines);
    expect(checks.get('a')).toEqual({ quantity: LINE_MESSAGES.quantityInvalid });
    expect(checks.get('b')).toEqual({
      description: LINE_MESSAGES.descriptionRequired,
      quantity: LINE_MESSAGES.quantityInvalid,
      unitCost: 'Inserisci un numero valido, ad esempio 129,90',
    });
  });

  it('keeps a typed price, and needs a price or a cost on each line', () => {
    const labour = { ...line('a', '1', ''), unitPrice: '40,00' };
    const part = { ...line('b', '1', '95,60'), unitPrice: '149,00' };
    const totals = priceDrafts([labour, part], 355, 2200);
    expect(totals?.lines.map((l) => l.unitPriceCents)).toEqual([4000, 14900]);
    expect(totals).toMatchObject({
      taxableCents: 18900,
      totalCents: 23058,
      marginAmountCents: 9340,
    });
    expect(checkLines([line('c', '1', '')]).get('c')).toEqual({
      unitPrice: LINE_MESSAGES.priceOrCost,
    });
  });

  it('fills the other amount through the markup until it is typed itself', () => {
    const blank = line('a', '1', '');
    const priced = typeAmount(blank, 'unitPrice', '40,00', 355);
    expect(priced).toMatchObject({ unitPrice: '40,00', unitCost: '29,52', filled: 'cost' });
    const next = { ...blank, ...priced };
    // Typing the price again keeps refilling the cost the markup gave.
    expect(typeAmount(next, 'unitPrice', '50', 355)).toMatchObject({ unitCost: '36,90' });
    // A cost typed over the filled one is typed: the price stays 40,00.
    const costTyped = { ...next, ...typeAmount(next, 'unitCost', '30,00', 355) };
    expect(costTyped).toMatchObject({ unitCost: '30,00', unitPrice: '40,00', filled: null });
    expect(typeAmount(costTyped, 'unitPrice', '45', 355)).toEqual({
      unitPrice: '45',
      filled: null,
    });
  });

  it('moves a line without losing or copying any', () => {
    expect(moveLine(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveLine(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('says how many pieces a picked product lacks, and nothing for a free line', () => {
    const picked = { ...line('a', '3', '10'), productId: 'p1', stock: 1 };
    expect(stockShortfall(picked)).toBe(2);
    expect(stockShortfall({ ...picked, quantity: '1' })).toBe(0);
    expect(stockShortfall({ ...picked, quantity: 'tre' })).toBe(0);
    expect(stockShortfall(line('b', '50', '10'))).toBe(0);
  });
});
