import { defineTextSearch } from '../../search/text-search';

/** What the PC builds search looks at: number, title, customer and e-mail. */
export const pcBuildSearch = defineTextSearch<{
  build_number: string;
  title: string;
  customer_name: string | null;
  customer_email: string | null;
}>({
  table: 'pc_builds',
  alias: 'b',
  fields: (b) => [b.build_number, b.title, b.customer_name, b.customer_email],
});
