import type { Insertable } from 'kysely';
import type { CustomerTable } from '../../src/server/db/tables/customer-tables';
import { foldForSearch } from '../../src/server/search/text-search';

/**
 * A private customer in Rome with a codice fiscale and nothing else optional, as the invoice
 * bench and the checkout drill issue to: what an invoice's XML needs of its customer.
 */
export function benchCustomerRow(person: {
  first: string;
  surname: string;
  taxCode: string;
}): Insertable<CustomerTable> {
  const now = new Date().toISOString();
  const name = `${person.surname} ${person.first}`;
  return {
    id: crypto.randomUUID(),
    kind: 'privato',
    first_name: person.first,
    last_name: person.surname,
    company_name: null,
    display_name: name,
    sort_name: foldForSearch(name),
    tax_code: person.taxCode,
    vat_number: null,
    email: null,
    pec: null,
    sdi_code: null,
    phone: null,
    phone2: null,
    street: 'Via Garibaldi 10',
    postal_code: '00184',
    city: 'Roma',
    province: 'RM',
    notes: null,
    privacy_ack_at: null,
    marketing_consent_at: null,
    search_text: foldForSearch(name),
    phone_key: null,
    email_key: null,
    last_activity_at: now,
    anonymised_at: null,
    created_at: now,
    updated_at: now,
  };
}
