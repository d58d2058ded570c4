import { describe, expect, it } from 'vitest';
import { parseTypedLine } from './typed-line';

describe('a purchase-order line as typed', () => {
  it('reads Italian decimals for the cost and whole pieces', () => {
    expect(
      parseTypedLine({ description: ' Display iPhone 12 ', quantity: '2', cost: '49,90' }),
    ).toEqual({ ok: true, description: 'Display iPhone 12', quantity: 2, unit_cost: 49.9 });
  });

  it('refuses an empty description, no pieces, half a piece and an unreadable cost', () => {
    expect(parseTypedLine({ description: ' ', quantity: '1', cost: '1' })).toEqual({
      ok: false,
      message: 'Descrivi il ricambio da ordinare.',
    });
    for (const quantity of ['0', '1,5', 'due'])
      expect(parseTypedLine({ description: 'Batteria', quantity, cost: '1' }).ok, quantity).toBe(
        false,
      );
    const cost = parseTypedLine({ description: 'Batteria', quantity: '1', cost: '12,345' });
    expect(cost).toEqual({ ok: false, message: 'Costo unitario: Al massimo 2 decimali' });
  });
});
