/**
 * The EU's member states by their ISO 3166-1 alpha-2 code, as a customer's country is stored and
 * the FatturaPA's IdPaese and Nazione write it (Greece GR; its VAT numbers keep the prefix EL).
 */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);
