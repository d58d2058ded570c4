import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural';

describe('plural', () => {
  it('says the singular for one and the plural for zero and more', () => {
    expect(plural(1, 'errore', 'errori')).toBe('1 errore');
    expect(plural(2, 'errore', 'errori')).toBe('2 errori');
    expect(plural(0, 'errore', 'errori')).toBe('0 errori');
    expect(plural(1, 'prodotto associato', 'prodotti associati')).toBe('1 prodotto associato');
  });

  it('chooses a verb or adjective without the number', () => {
    const stock = (available: number, missing: number) =>
      `${plural(available, 'disponibile', 'disponibili')}, ne ${pluralWord(missing, 'manca', 'mancano')} ${missing}`;
    expect(stock(1, 1)).toBe('1 disponibile, ne manca 1');
    expect(stock(3, 2)).toBe('3 disponibili, ne mancano 2');
  });
});
