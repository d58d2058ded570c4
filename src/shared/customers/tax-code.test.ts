import { describe, expect, it } from 'vitest';
import {
  isValidPersonTaxCode,
  isValidTaxCode,
  normalizeTaxCode,
  taxCodeCheckCharacter,
  withoutOmocodia,
} from './tax-code';

/** The public vectors of the FatturaPA reference (../shared/fatturapa/README.md). */
describe('codice fiscale', () => {
  it.each(['RSSMRA85T10A562S', 'BNZVCN32S10E573Z', 'BNZVCN32S10E57PV', 'BNZVCNPNSMLERTPX'])(
    'accepts %s',
    (code) => {
      expect(isValidTaxCode(code)).toBe(true);
      expect(isValidPersonTaxCode(code)).toBe(true);
    },
  );

  it('reads the omocodic forms back to the same birth data', () => {
    expect(withoutOmocodia('BNZVCNPNSMLERTPX').slice(0, 15)).toBe('BNZVCN32S10E573');
    expect(withoutOmocodia('BNZVCN32S10E57PV').slice(0, 15)).toBe('BNZVCN32S10E573');
  });

  it('computes the check character over the characters as written', () => {
    expect(taxCodeCheckCharacter('RSSMRA85T10A562')).toBe('S');
    expect(taxCodeCheckCharacter('BNZVCN32S10E573')).toBe('Z');
    expect(taxCodeCheckCharacter('BNZVCN32S10E57P')).toBe('V');
    expect(taxCodeCheckCharacter('BNZVCNPNSMLERTP')).toBe('X');
  });

  it('accepts lower case and spaces, as people type them', () => {
    expect(normalizeTaxCode(' rssmra 85t10 a562s ')).toBe('RSSMRA85T10A562S');
    expect(isValidTaxCode('rssmra85t10a562s')).toBe(true);
  });

  it.each([
    ['a wrong check character', 'RSSMRA85T10A562T'],
    ['a wrong check character on an omocodic code', 'BNZVCN32S10E57PZ'],
    ['a month letter that is no month', 'RSSMRA85Z10A562S'],
    ['a day of birth of 32', 'RSSMRA85T32A562S'],
    ['a day between 31 and 41', 'RSSMRA85T35A562S'],
    ['a letter where only digits or omocodia go', 'RSSMRA8AT10A562S'],
    ['15 characters', 'RSSMRA85T10A562'],
    ['17 characters', 'RSSMRA85T10A562SS'],
    ['an empty text', ''],
  ])('refuses %s', (_, code) => {
    expect(isValidTaxCode(code)).toBe(false);
  });

  it("checks a company's 11-digit code as a partita IVA", () => {
    expect(isValidTaxCode('00743110157')).toBe(true);
    expect(isValidTaxCode('00743110158')).toBe(false);
    expect(isValidPersonTaxCode('00743110157')).toBe(false);
  });
});
