import type { CustomerDto } from '../../../../shared/customers/customer-dto';
import type { CustomerKind } from '../../../../shared/customers/customer-schemas';

/** The text fields of the form, each a column of the customer (snake_case, as the API). */
export const CUSTOMER_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'tax_code',
  'vat_number',
  'email',
  'pec',
  'sdi_code',
  'intent_protocol',
  'intent_date',
  'phone',
  'phone2',
  'street',
  'postal_code',
  'city',
  'province',
  'country',
  'notes',
] as const;
type TextField = (typeof CUSTOMER_TEXT_FIELDS)[number];

export type CustomerFormValues = Record<TextField, string> & {
  kind: CustomerKind;
  marketing_consent: boolean;
  /** *Da verificare*: staff clear it once they have checked the record. */
  to_review: boolean;
};

/** Every field a server message may name, so it shows under its own input. */
export const CUSTOMER_FORM_FIELDS = [
  'kind',
  ...CUSTOMER_TEXT_FIELDS,
  'marketing_consent',
  'to_review',
] as const satisfies readonly (keyof CustomerFormValues)[];

/** The stored customer as the inputs show it (phones in their readable form). */
export function customerFormValues(customer?: CustomerDto): CustomerFormValues {
  const text = Object.fromEntries(
    CUSTOMER_TEXT_FIELDS.map((field) => [field, customer?.[field] ?? '']),
  ) as Record<TextField, string>;
  return {
    ...text,
    phone: customer?.phone_display ?? customer?.phone ?? '',
    phone2: customer?.phone2_display ?? customer?.phone2 ?? '',
    country: customer?.country ?? 'IT',
    kind: customer?.kind ?? 'privato',
    marketing_consent: customer?.marketing_consent ?? false,
    to_review: customer?.to_review ?? false,
  };
}

/**
 * What the API receives: empty boxes as null (the server's "none"); a private person has no
 * company name (one typed before switching the kind is dropped). A company may keep a contact's
 * first and last name.
 */
export function customerBody(values: CustomerFormValues): CustomerBody {
  const text = Object.fromEntries(
    CUSTOMER_TEXT_FIELDS.map((field) => [field, values[field].trim() || null]),
  ) as Record<TextField, string | null>;
  return {
    ...text,
    kind: values.kind,
    company_name: values.kind === 'privato' ? null : text.company_name,
    // An exporter's declaration is a company's: the form shows it only for one.
    intent_protocol: values.kind === 'privato' ? null : text.intent_protocol,
    intent_date: values.kind === 'privato' ? null : text.intent_date,
    marketing_consent: values.marketing_consent,
    to_review: values.to_review,
  };
}

/** What POST and PATCH /api/customers receive from the form (the server checks every field). */
export type CustomerBody = Record<TextField, string | null> & {
  kind: CustomerKind;
  marketing_consent: boolean;
  to_review: boolean;
};
