// PROVISIONAL: the contract's fields until src/shared/invoices lands with its DTO and labels.
export interface InvoicingSettings {
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  vat_number: string | null;
  tax_code: string | null;
  regime_fiscale: string;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: string;
  rea_office: string | null;
  rea_number: string | null;
  iban: string | null;
  pec: string | null;
  default_vat_rate: number;
  number_pattern: string;
}

export const REGIMI_FISCALI: Record<string, string> = {
  RF01: 'Ordinario',
  RF19: 'Forfettario (art. 1, c. 54-89, L. 190/2014)',
};

/** The number the pattern gives the n-th invoice of a year. */
export function numberExample(pattern: string, n: number, year: number): string {
  return pattern.replaceAll('{n}', String(n)).replaceAll('{yyyy}', String(year));
}
