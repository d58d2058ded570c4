import { emailKey } from '../../../shared/customers/customer-keys';
import { type CustomerKind, customerDisplayName } from '../../../shared/customers/customer-schemas';
import { normalizeInternationalPhone } from '../../phone/international-phone';
import { phoneKey } from '../../phone/phone-key';
import { foldForSearch } from '../../search/text-search';
import { customerSearch } from './customer-search';

/** What a person typed about a customer, complete (null for every field left empty). */
export interface CustomerFields {
  kind: CustomerKind;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  tax_code: string | null;
  vat_number: string | null;
  email: string | null;
  pec: string | null;
  sdi_code: string | null;
  intent_protocol: string | null;
  intent_date: string | null;
  phone: string | null;
  phone2: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: string;
  notes: string | null;
}

/** The stored columns of those fields: phones in E.164, the name, matching keys and search text. */
export function customerColumns(fields: CustomerFields) {
  const phone = fields.phone ? normalizeInternationalPhone(fields.phone) : null;
  const phone2 = fields.phone2 ? normalizeInternationalPhone(fields.phone2) : null;
  // A customer the counter created from a document may have only an e-mail or a phone so far.
  const displayName = customerDisplayName(fields) || fields.email || phone || '';
  const keys = { phone_key: phoneKey(phone), email_key: emailKey(fields.email) };
  return {
    ...fields,
    phone,
    phone2,
    display_name: displayName,
    sort_name: foldForSearch(displayName),
    ...keys,
    search_text: customerSearch.textOf({
      ...fields,
      display_name: displayName,
      phone,
      phone2,
      phone_key: keys.phone_key,
      phone2_key: phoneKey(phone2),
    }),
  };
}

/** The typed fields of a stored customer (to recompute its columns after a change). */
export function fieldsOf(row: CustomerFields): CustomerFields {
  return {
    kind: row.kind,
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: row.company_name,
    tax_code: row.tax_code,
    vat_number: row.vat_number,
    email: row.email,
    pec: row.pec,
    sdi_code: row.sdi_code,
    intent_protocol: row.intent_protocol,
    intent_date: row.intent_date,
    phone: row.phone,
    phone2: row.phone2,
    street: row.street,
    postal_code: row.postal_code,
    city: row.city,
    province: row.province,
    country: row.country,
    notes: row.notes,
  };
}
