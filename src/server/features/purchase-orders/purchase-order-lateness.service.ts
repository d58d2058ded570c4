import { countLateOrders } from './purchase-order-lateness.queries';
import type { Deps } from './purchase-orders.service';

/** The orders past their supplier's usual delivery time, for the dashboard. */
export async function lateOrdersCount(deps: Deps): Promise<{ count: number }> {
  return { count: await countLateOrders(deps.db, deps.dialect, deps.clock().toISOString()) };
}
