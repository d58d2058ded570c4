import { describe, expect, it } from 'vitest';
import type { ProductPick } from '../../../lib/product-search';
import { addProduct, draftTotals, freeLine, saleBody } from './sale-draft';

const cover: ProductPick = {
  id: 'p1',
  sku: 'COV-1',
  ean: '8001234567890',
  name: 'Cover',
  quantity: 4,
  price: 12.5,
  cost: 4,
  category_id: null,
};

describe('sale drafts', () => {
  it('a second scan of a product adds a piece to its line', () => {
    const once = addProduct([], cover);
    const twice = addProduct(once, cover);
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ productId: 'p1', quantity: '2', unitPrice: '12,50' });
  });

  it('totals as the server prices them, and the body names a product by id only', () => {
    const lines = addProduct(addProduct([], cover), cover).map((line) => ({
      ...line,
      discount: { kind: 'percent' as const, value: '10' },
    }));
    const free = {
      ...freeLine(),
      description: 'Pellicola applicata',
      unitPrice: '5',
      vatRate: '10',
    };
    const discount = { kind: 'amount' as const, value: '1,50' };
    // 2 × 12,50 − 10 % = 22,50; + 5; − 1,50.
    expect(draftTotals([...lines, free], discount)).toMatchObject({
      lineTotals: [2250, 500],
      totalCents: 2600,
    });
    expect(saleBody([...lines, free], discount)).toEqual({
      lines: [
        { product_id: 'p1', quantity: '2', discount: { kind: 'percent', value: '10' } },
        { description: 'Pellicola applicata', unit_price: '5', vat_rate: '10', quantity: '1' },
      ],
      discount: { kind: 'amount', value: '1,50' },
    });
  });

  it('a line at 0 % sends its natura', () => {
    const used = { ...freeLine(), description: 'Smartphone usato', unitPrice: '90', vatRate: 'N5' };
    expect(saleBody([used], { kind: 'percent', value: '' }).lines).toEqual([
      {
        description: 'Smartphone usato',
        unit_price: '90',
        vat_rate: '0',
        natura: 'N5',
        quantity: '1',
      },
    ]);
  });
});
