import { sql, type Transaction } from 'kysely';
import type { DB } from './schema';

/** The tables of per-period counters: `period` ('YYYY-MM', a receipt's 'YYYY') and the last number given. */
export type CounterTable =
  | 'ticket_counters'
  | 'pc_build_counters'
  | 'payment_receipt_counters'
  | 'purchase_order_counters'
  | 'sale_counters';

/**
 * The next number of a period, in the caller's transaction: one upsert, so concurrent creates
 * never read the same value (ARCHITECTURE §4: never "read the max and add one").
 */
export async function nextInPeriod(
  trx: Transaction<DB>,
  table: CounterTable,
  period: string,
): Promise<number> {
  const row = await trx
    .insertInto(table as 'ticket_counters')
    .values({ period, last_value: 1 })
    .onConflict((oc) =>
      oc.column('period').doUpdateSet({ last_value: sql`${sql.ref(table)}.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return Number(row.last_value);
}
