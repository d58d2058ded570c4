import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fileProgressive, formatInvoiceNumber } from './invoice-number';
import { invoicingSettingsInput, isValidIban, missingForIssue } from './invoicing-settings';

const messages = (input: unknown) => {
  const result = z.safeParse(invoicingSettingsInput, input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('invoicing settings', () => {
  it('takes a complete shop, normalised, with the defaults', () => {
    const parsed = z.parse(invoicingSettingsInput, {
      company_name: 'Riparazioni Rossi srl',
      vat_number: 'IT 00743110157',
      tax_code: 'rssmra85t10a562s',
      street: 'Via Roma 1',
      postal_code: '20100',
      city: 'Milano',
      province: 'mi',
      iban: 'it60 x054 2811 1010 0000 0123 456',
      default_vat_rate: '10',
    });
    expect(parsed).toMatchObject({
      vat_number: '00743110157',
      tax_code: 'RSSMRA85T10A562S',
      province: 'MI',
      country: 'IT',
      regime_fiscale: 'RF01',
      iban: 'IT60X0542811101000000123456',
      default_vat_rate: 1000,
      number_pattern: '{n}/{yyyy}',
    });
    expect(missingForIssue({ ...parsed, country: 'IT' } as never)).toEqual([]);
  });

  it('refuses bad fiscal data with the messages of the customers', () => {
    expect(
      messages({
        vat_number: '00743110158',
        tax_code: 'RSSMRA85T10A562X',
        postal_code: '2010',
        province: 'Milano',
        iban: 'IT61X0542811101000000123456',
        rea_office: 'MI',
        regime_fiscale: 'RF03',
        number_pattern: '{yyyy}-{n}',
      }),
    ).toEqual({
      vat_number: 'Partita IVA non valida: 11 cifre con la cifra di controllo',
      tax_code: expect.stringContaining('Codice fiscale non valido'),
      province: expect.stringContaining('Provincia non valida'),
      iban: expect.stringContaining('IBAN non valido'),
      regime_fiscale: 'Regime fiscale non valido',
      number_pattern: expect.stringContaining('Schema di numerazione non valido'),
    });
  });

  it('keeps the number within 20 characters with its series suffix', () => {
    expect(messages({ number_pattern: '{n}/{yyyy}/B' })).toEqual({});
    expect(messages({ number_pattern: '{n}/{yyyy}/ABCDEFGHIJ' })).toEqual({
      number_pattern: expect.stringContaining('20 caratteri'),
    });
    expect(formatInvoiceNumber('{n}/{yyyy}/B', 12, 2026)).toBe('12/2026/B');
    expect(fileProgressive(1)).toBe('00001');
    expect(fileProgressive(36 ** 5 - 1)).toBe('ZZZZZ');
  });

  it('names what issuing still needs', () => {
    expect(isValidIban('IT60X0542811101000000123456')).toBe(true);
    const empty = z.parse(invoicingSettingsInput, {});
    expect(missingForIssue(empty as never)).toEqual([
      'Partita IVA',
      'Denominazione (o nome e cognome)',
      'Indirizzo',
      'CAP',
      'Comune',
    ]);
  });
});
