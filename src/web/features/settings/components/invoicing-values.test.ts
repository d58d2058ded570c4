import { describe, expect, it } from 'vitest';
import { addressParts } from './invoicing-values';

describe("addressParts: the shop's one-line address in the invoice's fields", () => {
  it('reads street, CAP, comune and provincia, on one line or two', () => {
    const parts = {
      street: 'Via Roma 1',
      postal_code: '20121',
      city: 'Milano',
      province: 'MI',
    };
    expect(addressParts('Via Roma 1, 20121 Milano (MI)')).toEqual(parts);
    expect(addressParts('Via Roma 1\n20121 Milano (mi)')).toEqual(parts);
    expect(addressParts('Corso Vittorio Emanuele II 12, 00186 Roma')).toEqual({
      street: 'Corso Vittorio Emanuele II 12',
      postal_code: '00186',
      city: 'Roma',
    });
  });

  it('keeps what it cannot tell apart as the street, and nothing for an empty address', () => {
    expect(addressParts('Piazza Duomo, Milano')).toEqual({ street: 'Piazza Duomo, Milano' });
    expect(addressParts('  ')).toEqual({});
  });
});
