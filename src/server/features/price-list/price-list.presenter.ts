import { centsToEuro } from '../../../shared/money';
import type { PriceListEntryDto } from '../../../shared/price-list/price-list';
import { toIso } from '../../db/normalize';
import type { PriceListRow } from './price-list.queries';

export type PartRow = {
  id: string;
  sku: string;
  name: string;
  price_cents: number | string;
  cost_cents: number | string | null;
};

export const productIdsOf = (row: Pick<PriceListRow, 'product_ids'>): string[] =>
  JSON.parse(row.product_ids) as string[];

/** Row → DTO; the parts in the entry's order, a product removed from the warehouse left out. */
export function presentEntry(
  row: PriceListRow,
  parts: ReadonlyMap<string, PartRow>,
): PriceListEntryDto {
  const ids = productIdsOf(row);
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    repair: row.repair,
    price: centsToEuro(Number(row.price_cents)),
    product_ids: ids,
    parts: ids.flatMap((id) => {
      const p = parts.get(id);
      if (!p) return [];
      const cost = p.cost_cents === null ? null : centsToEuro(Number(p.cost_cents));
      return [
        { id: p.id, sku: p.sku, name: p.name, price: centsToEuro(Number(p.price_cents)), cost },
      ];
    }),
    minutes: row.minutes === null ? null : Number(row.minutes),
    warranty_months: row.warranty_months === null ? null : Number(row.warranty_months),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
