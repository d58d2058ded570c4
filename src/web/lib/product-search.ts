import { formatEuro } from '../../shared/format';
import type { ProductDto } from '../../shared/inventory/products';
import type { ComboboxOption } from '../components/ui/search-combobox';
import { apiFetch } from './api-fetch';
import type { Page } from './use-paged-query';

/** What a picked product brings to a ticket's parts or a document's line. */
export type ProductPick = Pick<
  ProductDto,
  'id' | 'sku' | 'ean' | 'name' | 'quantity' | 'price' | 'cost' | 'category_id'
>;

/** Query key prefix of every product picker: the warehouse's changes refresh them too. */
export const PRODUCT_PICK_KEY = ['/api/products', 'pick'] as const;

/**
 * The server's product search (name, SKU or EAN) for a picker: the name, with SKU, stock and
 * purchase cost beneath it. `inStock`: only products with pieces on the shelf.
 */
export function productSearch(options: { inStock?: boolean } = {}) {
  return async (text: string, signal: AbortSignal): Promise<ComboboxOption<ProductPick>[]> => {
    const query = new URLSearchParams({ limit: '20' });
    if (options.inStock) query.set('in_stock', 'true');
    if (text) query.set('q', text);
    const page = await apiFetch<Page<ProductDto>>(`/api/products?${query}`, { signal });
    return page.items.map((p) => ({
      value: p.id,
      label: p.name,
      detail: [
        p.sku,
        `${p.quantity} pz`,
        p.cost === null ? 'costo non indicato' : `costo ${formatEuro(p.cost)}`,
      ].join(' · '),
      item: p,
    }));
  };
}

/**
 * The product a scanned code names (decision 030): the search's result whose EAN or SKU is
 * exactly the code, or null. The search matches names and parts of codes too: those are not it.
 */
export async function productByCode(
  search: ReturnType<typeof productSearch>,
  code: string,
): Promise<ComboboxOption<ProductPick> | null> {
  const found = await search(code, new AbortController().signal);
  return found.find((o) => o.item?.ean === code || o.item?.sku === code) ?? null;
}
