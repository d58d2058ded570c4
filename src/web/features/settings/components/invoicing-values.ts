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
  'stamp_duty_bearer',
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
  stamp_duty_bearer: 'Imposta di bollo',
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

/** The shop as Settings → Negozio describes it: name, P.IVA and an address on one line. */
export interface ShopIdentity {
  name: string;
  vat_number: string;
  address: string;
}

/**
 * "Via Roma 1, 20121 Milano (MI)" in the invoice's address fields; what cannot be told apart
 * (no five-digit CAP after a comma or a new line) is the street alone.
 */
export function addressParts(address: string): Partial<Record<InvoicingField, string>> {
  const text = address.trim();
  if (!text) return {};
  const parts = /^(.+?)\s*[,\n]\s*(\d{5})\s+([^,\n(]+?)\s*(?:\(\s*([A-Za-z]{2})\s*\))?\s*$/.exec(
    text,
  );
  if (!parts) return { street: text.split('\n')[0]?.trim() ?? '' };
  const [, street = '', postal_code = '', city = '', province] = parts;
  return { street, postal_code, city, ...(province ? { province: province.toUpperCase() } : {}) };
}

/**
 * The form's first values: what is saved, and each field still empty filled from the shop's own
 * data (the admin typed the same P.IVA and address in Settings → Negozio), to be checked and
 * saved. A sole trader's name (Nome, Cognome) keeps the shop's name out of Denominazione, and
 * only an Italian P.IVA fits the invoice's.
 */
export function prefilledValues(
  saved: InvoicingSettingsDto,
  shop: ShopIdentity | undefined,
): { values: InvoicingValues; prefilled: boolean } {
  const values = invoicingValues(saved);
  if (!shop) return { values, prefilled: false };
  const vat = shop.vat_number.replace(/^IT/i, '');
  const fromShop: Partial<Record<InvoicingField, string>> = {
    ...(values.first_name || values.last_name ? {} : { company_name: shop.name.trim() }),
    ...(/^\d{11}$/.test(vat) ? { vat_number: vat } : {}),
    ...addressParts(shop.address),
  };
  let prefilled = false;
  for (const [key, value] of Object.entries(fromShop) as [InvoicingField, string][])
    if (value && !values[key]) {
      values[key] = value;
      prefilled = true;
    }
  return { values, prefilled };
}

/** "La prima fattura del 2026 sarà 1/2026": the pattern as typed, or the reason it cannot be. */
export function numberExample(pattern: string, year: number): string {
  const first = formatInvoiceNumber(pattern.trim() || '{n}/{yyyy}', 1, year);
  const later = formatInvoiceNumber(pattern.trim() || '{n}/{yyyy}', 128, year);
  return `La prima fattura del ${year} avrà il numero ${first}, la centoventottesima ${later}.`;
}
