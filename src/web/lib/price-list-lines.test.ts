import { describe, expect, it } from 'vitest';
import { priceDrafts } from '../../shared/line-drafts';
import type { PriceListEntryDto } from '../../shared/price-list/price-list';
import { linesOfEntry } from './price-list-lines';

const entry: PriceListEntryDto = {
  id: 'e',
  brand: 'Apple',
  model: 'iPhone 13',
  repair: 'Display',
  price: 190,
  product_ids: ['p'],
  parts: [{ id: 'p', sku: 'D13', name: 'Display iPhone 13', price: 50, cost: 30 }],
  minutes: 45,
  warranty_months: null,
  created_at: '',
  updated_at: '',
};

describe('linesOfEntry', () => {
  it('adds the parts at their price and the labour as the rest of the VAT-included price', () => {
    const lines = linesOfEntry(entry, 2200);
    expect(lines).toEqual([
      { description: 'Display iPhone 13', unitPrice: '50,00', unitCost: '30,00', productId: 'p' },
      { description: 'Manodopera: Display Apple iPhone 13', unitPrice: '105,74', unitCost: '' },
    ]);
    const drafts = lines.map((l, i) => ({ key: String(i), quantity: '1', ...l }) as never);
    expect(priceDrafts(drafts, 0, 2200)?.totalCents).toBe(19000);
  });
});
