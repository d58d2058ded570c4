/**
 * A purchase order's statuses as the API names them (TILL.md § Purchase orders), the words and
 * colours the staff app shows, and the receiving arithmetic the order page needs. Without zod, so
 * the pages stay small; the server's schemas carry the same values.
 */
export const PURCHASE_ORDER_STATUSES = [
  'bozza',
  'inviato',
  'parzialmente_ricevuto',
  'ricevuto',
  'annullato',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

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

/** What a line still waits for; never negative (a line received beyond its order waits for none). */
export function quantityToReceive(line: { quantity: number; received_quantity: number }): number {
  return Math.max(0, line.quantity - line.received_quantity);
}

/** The body of *Ricevi tutto*: every line that still waits, for what it waits. */
export function receiveAllLines(
  lines: readonly { id: string; quantity: number; received_quantity: number }[],
): { line_id: string; quantity: number }[] {
  return lines
    .map((line) => ({ line_id: line.id, quantity: quantityToReceive(line) }))
    .filter((line) => line.quantity > 0);
}
