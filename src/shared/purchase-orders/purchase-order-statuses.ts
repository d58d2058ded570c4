import type { PurchaseOrderStatus } from '../inventory/purchase-orders';

/**
 * A purchase order's statuses (the API's codes, ../inventory/purchase-orders.ts): the words and
 * colours the staff app shows, and what *Ricevi tutto* sends.
 */
export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  bozza: 'Bozza',
  inviato: 'Inviato',
  parzialmente_ricevuto: 'Parzialmente ricevuto',
  ricevuto: 'Ricevuto',
  annullato: 'Annullato',
};

export const PURCHASE_ORDER_STATUS_BADGES: Record<PurchaseOrderStatus, string> = {
  bozza: 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100',
  inviato: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  parzialmente_ricevuto: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  ricevuto: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  annullato: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** Goods can arrive only once the order went out and until it is complete or cancelled. */
export function canReceive(status: PurchaseOrderStatus): boolean {
  return status === 'inviato' || status === 'parzialmente_ricevuto';
}

/** The body of *Ricevi tutto*: every line that still waits, for what it waits. */
export function receiveAllLines(
  lines: readonly { id: string; to_receive: number }[],
): { line_id: string; quantity: number }[] {
  return lines
    .filter((line) => line.to_receive > 0)
    .map((line) => ({ line_id: line.id, quantity: line.to_receive }));
}
