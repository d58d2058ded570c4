/**
 * What a shop sends with *Correggi e reinvia* on a scartata invoice: the customer's data and the
 * payment terms, corrected (`POST /api/invoices/:id/resend`). Shared by the SDI tests and bench.
 */
export const SDI_CORRECTION = {
  customer_kind: 'privato',
  customer_country: 'IT',
  customer_company_name: null,
  customer_first_name: 'Mario',
  customer_last_name: 'Rossi',
  customer_tax_code: 'RSSMRA85T10A562S',
  customer_vat_number: null,
  customer_sdi_code: 'm5uxcr1',
  customer_pec: null,
  customer_street: 'Via Cavour 5',
  customer_postal_code: '00184',
  customer_city: 'Roma',
  customer_province: 'rm',
  payment_method: 'MP05',
  payment_due_date: '2099-01-31',
  iban: 'IT60 X054 2811 1010 0000 0123 457',
};
