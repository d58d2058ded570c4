import { defineTextSearch } from '../../search/text-search';

/** What the suppliers search looks at (MODULES "Suppliers"): name, e-mail, phone, VAT number. */
export const supplierSearch = defineTextSearch<{
  name: string;
  email: string | null;
  phone: string | null;
  vat_number: string | null;
}>({
  table: 'suppliers',
  alias: 's',
  fields: (s) => [s.name, s.email, s.phone, s.vat_number],
});
