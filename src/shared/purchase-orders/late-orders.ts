import * as z from 'zod/mini';
import type { PurchaseOrderStatus } from '../inventory/purchase-orders';

/** Sent and still waiting for goods: the orders that can be late. */
export const AWAITED_STATUSES = [
  'inviato',
  'parzialmente_ricevuto',
] as const satisfies readonly PurchaseOrderStatus[];

const DAY_MS = 86_400_000;

/** When the goods should be here: sent_at plus the supplier's usual days; null when unknown. */
export function expectedBy(sentAt: string | null, leadTimeDays: number | null): string | null {
  if (sentAt === null || leadTimeDays === null) return null;
  return new Date(new Date(sentAt).getTime() + leadTimeDays * DAY_MS).toISOString();
}

/** Late: still awaited past the expected instant (the server's `?late=true` counts the same). */
export function isLateOrder(
  order: { status: PurchaseOrderStatus; expected_by: string | null },
  now: Date,
): boolean {
  return (
    (AWAITED_STATUSES as readonly string[]).includes(order.status) &&
    order.expected_by !== null &&
    new Date(order.expected_by).getTime() < now.getTime()
  );
}

export const lateOrdersCountDto = z.object({ count: z.number() });
export type LateOrdersCountDto = z.infer<typeof lateOrdersCountDto>;
