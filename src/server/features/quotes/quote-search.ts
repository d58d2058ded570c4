import { defineTextSearch } from '../../search/text-search';

/** What the quotes search looks at (MODULES "Quotes"): number, customer, e-mail. */
export const quoteSearch = defineTextSearch<{
  quote_number: string;
  customer_name: string;
  customer_email: string | null;
}>({
  table: 'quotes',
  alias: 'q',
  fields: (q) => [q.quote_number, q.customer_name, q.customer_email],
});
