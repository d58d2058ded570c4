import type { CustomerKind } from '../customers/customer-schemas';
import { isValidTaxCode } from '../customers/tax-code';
import { FOREIGN_SDI_CODE, NO_SDI_CODE } from './invoice-codes';

/** The customer's fiscal data as an invoice copies it (the `customer_*` columns). */
export interface CustomerSnapshot {
  customer_kind: CustomerKind;
  customer_name: string;
  customer_first_name: string | null;
  customer_last_name: string | null;
  customer_company_name: string | null;
  customer_tax_code: string | null;
  customer_vat_number: string | null;
  customer_sdi_code: string | null;
  customer_pec: string | null;
  customer_email: string | null;
  customer_street: string | null;
  customer_postal_code: string | null;
  customer_city: string | null;
  customer_province: string | null;
  customer_country: string;
  /** An esportatore abituale's dichiarazione d'intento (N3.5): receipt protocol and date. */
  customer_intent_protocol: string | null;
  customer_intent_date: string | null;
}

export const isForeign = (c: Pick<CustomerSnapshot, 'customer_country'>) =>
  c.customer_country !== 'IT';

/**
 * What the XML needs of the customer and the record lacks, named as the customer form names it:
 * in Italy a person's codice fiscale with name and surname, a company's P.IVA or codice fiscale
 * and its name; everyone's address (outside Italy without the CAP).
 */
export function customerFiscalMissing(c: CustomerSnapshot): string[] {
  const missing: string[] = [];
  const foreign = isForeign(c);
  if (c.customer_kind === 'azienda') {
    if (!c.customer_company_name) missing.push('ragione sociale');
    if (!foreign && !c.customer_vat_number && !c.customer_tax_code)
      missing.push('partita IVA o codice fiscale');
  } else {
    if (!c.customer_first_name) missing.push('nome');
    if (!c.customer_last_name) missing.push('cognome');
    if (!foreign && !(c.customer_tax_code && isValidTaxCode(c.customer_tax_code)))
      missing.push('codice fiscale');
  }
  if (!c.customer_street) missing.push('indirizzo');
  if (!foreign && !(c.customer_postal_code && /^\d{5}$/.test(c.customer_postal_code)))
    missing.push('CAP');
  if (!c.customer_city) missing.push('comune');
  return missing;
}

/** CodiceDestinatario: XXXXXXX outside Italy, the customer's code, or 0000000 without one. */
export function recipientCode(c: CustomerSnapshot): string {
  if (isForeign(c)) return FOREIGN_SDI_CODE;
  return c.customer_sdi_code || NO_SDI_CODE;
}
