import { describe, expect, it } from 'vitest';
import { canReceive, quantityToReceive, receiveAllLines } from './purchase-order-statuses';

describe('receiving a purchase order', () => {
  it('waits for what was ordered and not yet received, never for less than nothing', () => {
    expect(quantityToReceive({ quantity: 5, received_quantity: 2 })).toBe(3);
    expect(quantityToReceive({ quantity: 5, received_quantity: 5 })).toBe(0);
    expect(quantityToReceive({ quantity: 5, received_quantity: 7 })).toBe(0);
  });

  it('Ricevi tutto asks for every waiting line and skips the complete ones', () => {
    const lines = [
      { id: 'a', quantity: 4, received_quantity: 0 },
      { id: 'b', quantity: 2, received_quantity: 2 },
      { id: 'c', quantity: 3, received_quantity: 1 },
    ];
    expect(receiveAllLines(lines)).toEqual([
      { line_id: 'a', quantity: 4 },
      { line_id: 'c', quantity: 2 },
    ]);
  });

  it('receives only a sent or partly received order', () => {
    expect(canReceive('inviato')).toBe(true);
    expect(canReceive('parzialmente_ricevuto')).toBe(true);
    expect(canReceive('bozza')).toBe(false);
    expect(canReceive('ricevuto')).toBe(false);
    expect(canReceive('annullato')).toBe(false);
  });
});
