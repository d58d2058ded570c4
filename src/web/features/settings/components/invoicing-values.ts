import { formatDecimalInput } from '../../../../shared/decimal-input';
import { formatInvoiceNumber } from '../../../../shared/invoices/invoice-number';
import type { InvoicingSettingsDto } from '../../../../shared/invoices/invoicing-settings';

export const INVOICING_FIELDS = [
  'company_name',
  'first_name',
  'last_name',
  'vat_number',
  'tax_code',
  'regime_fiscale',
  'street',
  'postal_code',
  'city',
  'province',
  'country',
  'rea_office',
  'rea_number',
  'iban',
  'pec',
  'default_vat_rate',
  'number_pattern',
  'next_file_progressive',
] as const;
export type InvoicingField = (typeof INVOICING_FIELDS)[number];

/**
 * Each field's label: the words the server's "manca …" names them by (INVOICING_LABELS, which a
 * test holds these to). Not imported: that module carries the settings' zod schema, and with it
 * the customers' and suppliers' validators, which would split the suppliers page's chunk.
 */
export const INVOICING_FIELD_LABELS: Record<InvoicingField, string> = {
  company_name: 'Denominazione',
  first_name: 'Nome',
  last_name: 'Cognome',
  vat_number: 'Partita IVA',
  tax_code: 'Codice fiscale',
  regime_fiscale: 'Regime fiscale',
  street: 'Indirizzo',
  postal_code: 'CAP',
  city: 'Comune',
  province: 'Provincia',
  country: 'Nazione',
  rea_office: 'Ufficio REA',
  rea_number: 'Numero REA',
  iban: 'IBAN',
  pec: 'PEC',
  default_vat_rate: 'Aliquota IVA predefinita',
  number_pattern: 'Schema di numerazione',
  next_file_progressive: 'Prossimo progressivo del file',
};
export type InvoicingValues = Record<InvoicingField, string>;

/** The saved settings as the form types them (a rate with an Italian comma). */
export function invoicingValues(saved: InvoicingSettingsDto): InvoicingValues {
  const text = (key: InvoicingField): string => {
    const value = saved[key];
    if (key === 'default_vat_rate')
      return formatDecimalInput(Math.round(saved.default_vat_rate * 100), 2, false);
    return value === null ? '' : String(value);
  };
  return Object.fromEntries(INVOICING_FIELDS.map((key) => [key, text(key)])) as InvoicingValues;
}

/** "La prima fattura del 2026 sarà 1/2026": the pattern as typed, or the reason it cannot be. */
export function numberExample(pattern: string, year: number): string {
  const first = formatInvoiceNumber(pattern.trim() || '{n}/{yyyy}', 1, year);
  const later = formatInvoiceNumber(pattern.trim() || '{n}/{yyyy}', 128, year);
  return `La prima fattura del ${year} avrà il numero ${first}, la centoventottesima ${later}.`;
}
