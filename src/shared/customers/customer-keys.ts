/**
 * The matching keys and search fields of a customer, computed the same way by the service, the
 * backfill migration and the tests (the phone's key needs the server's phone metadata:
 * server/phone/phone-key.ts).
 */

/** An e-mail as a matching key: trimmed, lower case; null for none. */
export function emailKey(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase();
  return key === '' ? null : key;
}

export interface CustomerSearchSource {
  display_name: string;
  tax_code: string | null;
  vat_number: string | null;
  email: string | null;
  pec: string | null;
  phone: string | null;
  phone2: string | null;
  /** The phones' national digits: "3331234567" finds "+393331234567". */
  phone_key: string | null;
  phone2_key: string | null;
  city: string | null;
}

/** What the customer search looks at: name, codice fiscale, P.IVA, e-mails, phone digits, city. */
export function customerSearchFields(c: CustomerSearchSource): (string | null)[] {
  return [
    c.display_name,
    c.tax_code,
    c.vat_number,
    c.email,
    c.pec,
    c.phone,
    c.phone_key,
    c.phone2,
    c.phone2_key,
    c.city,
  ];
}
