import { defineTextSearch } from '../../search/text-search';

/** What the invoices search looks at: number, customer, codice fiscale, P.IVA. */
export const invoiceSearch = defineTextSearch<{
  number: string | null;
  customer_name: string;
  customer_company_name: string | null;
  customer_tax_code: string | null;
  customer_vat_number: string | null;
}>({
  table: 'invoices',
  alias: 'i',
  fields: (i) => [
    i.number,
    i.customer_name,
    i.customer_company_name,
    i.customer_tax_code,
    i.customer_vat_number,
  ],
});
