import { describe, expect, it } from 'vitest';
import { isValidEan, isValidPartitaIva, isValidVatNumber, normalizeVatNumber } from './codes';

describe('EAN', () => {
  it('accepts real EAN-13 and EAN-8 codes and refuses a wrong check digit', () => {
    expect(isValidEan('8001120000064')).toBe(true); // Italian GS1 prefix 800
    expect(isValidEan('4006381333931')).toBe(true);
    expect(isValidEan('96385074')).toBe(true);
    expect(isValidEan('4006381333932')).toBe(false);
    expect(isValidEan('96385075')).toBe(false);
    expect(isValidEan('400638133393')).toBe(false);
    expect(isValidEan('40063813339a1')).toBe(false);
  });
});

describe('partita IVA and EU VAT numbers', () => {
  it('checks the Italian check digit', () => {
    expect(isValidPartitaIva('00743110157')).toBe(true);
    expect(isValidPartitaIva('07643520567')).toBe(true);
    expect(isValidPartitaIva('00743110158')).toBe(false);
    expect(isValidPartitaIva('00000000000')).toBe(false);
  });

  it('accepts an Italian number with or without IT and spaces, and other EU numbers by prefix', () => {
    expect(isValidVatNumber('IT 00743110157')).toBe(true);
    expect(isValidVatNumber('00743110157')).toBe(true);
    expect(isValidVatNumber('IT00743110158')).toBe(false);
    expect(isValidVatNumber('DE129273398')).toBe(true);
    expect(isValidVatNumber('FR40303265045')).toBe(true);
    expect(isValidVatNumber('US123456789')).toBe(false);
    expect(isValidVatNumber('12345')).toBe(false);
    expect(normalizeVatNumber('it 007.431-10157')).toBe('IT00743110157');
  });
});
