import { describe, expect, it } from 'vitest';
import { canReceive, receiveAllLines } from './purchase-order-statuses';

describe('receiving a purchase order', () => {
  it('Ricevi tutto asks for every waiting line and skips the complete ones', () => {
    const lines = [
      { id: 'a', to_receive: 4 },
      { id: 'b', to_receive: 0 },
      { id: 'c', to_receive: 2 },
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
