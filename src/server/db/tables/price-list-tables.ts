import type { Instant } from './column-values';

/** One repair of the price list: brand, model, repair, price VAT included (decision 030). */
export interface PriceListTable {
  id: string;
  brand: string;
  model: string;
  repair: string;
  price_cents: number;
  /** JSON array of product ids: the warehouse parts the repair uses. */
  product_ids: string;
  minutes: number | null;
  /** null: the shop's warranty_months setting. */
  warranty_months: number | null;
  entry_key: string;
  search_text: string;
  created_at: Instant;
  updated_at: Instant;
}

export interface PriceListTables {
  price_list: PriceListTable;
}
