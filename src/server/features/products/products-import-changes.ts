import type { ImportFieldChange } from '../../../shared/inventory/products-import';
import { euroToCents } from '../../../shared/money';
import { csvEuros } from '../../http/csv';
import { foldForSearch } from '../../search/text-search';
import type { ProductRow } from './products.queries';
import { COLUMN_OF, type ImportField, type ImportRow } from './products-import-rows';

const cents = (euros: number | null | undefined) =>
  csvEuros(euros === null || euros === undefined ? null : euroToCents(euros));

/** A field as the file and the export write it, stored (`from`) and in the file (`to`). */
const SHOWN: Record<
  Exclude<ImportField, 'sku'>,
  (row: ProductRow, values: ImportRow['values']) => [string, string]
> = {
  ean: (p, v) => [p.ean ?? '', v.ean ?? ''],
  name: (p, v) => [p.name, v.name],
  brand: (p, v) => [p.brand_name ?? '', v.brand ?? ''],
  category: (p, v) => [p.category_name ?? '', v.category ?? ''],
  supplier: (p, v) => [p.supplier_name ?? '', v.supplier ?? ''],
  quantity: (p, v) => [String(p.quantity), String(v.quantity)],
  price: (p, v) => [csvEuros(Number(p.price_cents)), cents(v.price)],
  cost: (p, v) => [csvEuros(p.cost_cents === null ? null : Number(p.cost_cents)), cents(v.cost)],
  description: (p, v) => [p.description ?? '', v.description ?? ''],
  min_stock: (p, v) => [String(p.min_stock), String(v.min_stock)],
};

/** Brands, categories and suppliers are found by folded name: "apple" is Apple. */
const same = (field: ImportField, from: string, to: string) =>
  field === 'brand' || field === 'category' || field === 'supplier'
    ? foldForSearch(from) === foldForSearch(to)
    : from === to;

/** What an import would change in a stored product: only the columns the file has. */
export function changesOf(product: ProductRow, row: ImportRow): ImportFieldChange[] {
  const changes: ImportFieldChange[] = [];
  for (const [field, show] of Object.entries(SHOWN) as [keyof typeof SHOWN, typeof SHOWN.ean][]) {
    if (row.values[field] === undefined) continue;
    const [from, to] = show(product, row.values);
    if (!same(field, from, to)) changes.push({ field: COLUMN_OF[field], from, to });
  }
  return changes;
}
