import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { AWAITED_STATUSES } from '../../../shared/purchase-orders/late-orders';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';

type OrderScope = ExpressionBuilder<
  DB & { o: DB['purchase_orders']; s: DB['suppliers'] },
  'o' | 's'
>;

/**
 * Sent, still awaited, and past `sent_at + lead_time_days` at `now` (an ISO instant). SQLite
 * shifts the ISO text with strftime (same format as toISOString, so text compares in time
 * order); PostgreSQL adds an interval to the timestamptz.
 */
export function lateOrderCondition(dialect: DialectName, now: string) {
  const expected =
    dialect === 'postgres'
      ? sql`o.sent_at + make_interval(days => s.lead_time_days)`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', o.sent_at, '+' || s.lead_time_days || ' days')`;
  const bound = dialect === 'postgres' ? sql`cast(${now} as timestamptz)` : sql`${now}`;
  return (eb: OrderScope) =>
    eb.and([
      eb('o.status', 'in', AWAITED_STATUSES),
      eb('o.sent_at', 'is not', null),
      eb('s.lead_time_days', 'is not', null),
      eb(expected, '<', bound),
    ]);
}

/** How many orders are late at `now`: the dashboard's tile. */
export async function countLateOrders(db: Kysely<DB>, dialect: DialectName, now: string) {
  const row = await db
    .selectFrom('purchase_orders as o')
    .innerJoin('suppliers as s', 's.id', 'o.supplier_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(lateOrderCondition(dialect, now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
