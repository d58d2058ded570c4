import { type Kysely, sql } from 'kysely';
import { centsToEuro } from '../../../shared/money';
import type { DB } from '../../db/schema';

/**
 * The warehouse's value at cost (quantity × cost of the products that have one) and how many
 * products in stock have no cost: one scan of the products, beside the value at selling price the
 * triggers keep. bigint: 999,999 pieces × 1,000,000 € overflows a PostgreSQL integer.
 */
export async function stockCostCounts(db: Kysely<DB>) {
  const row = await db
    .selectFrom('products')
    .select([
      sql<number | string | null>`sum(cast(quantity as bigint) * cost_cents)`.as('cents'),
      sql<number | string>`sum(case when cost_cents is null and quantity > 0 then 1 else 0 end)`.as(
        'missing',
      ),
    ])
    .executeTakeFirst();
  return {
    stock_value_at_cost: centsToEuro(Number(row?.cents ?? 0)),
    stock_without_cost: Number(row?.missing ?? 0),
  };
}
