import { defineTextSearch } from '../../search/text-search';

/** What the products search looks at (MODULES "Products"): name, SKU, EAN. */
export const productSearch = defineTextSearch<{ name: string; sku: string; ean: string | null }>({
  table: 'products',
  alias: 'p',
  fields: (p) => [p.name, p.sku, p.ean],
});
