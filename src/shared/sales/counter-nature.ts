import type { Natura } from '../invoices/invoice-codes';

/**
 * The naturas /vendita offers for a line at 0 %: why a sale to a person bears no VAT — excluded
 * (art. 15 DPR 633/72), not subject, exempt (art. 10), the margin scheme of used goods (art. 36
 * DL 41/95, a used phone resold). The API takes any natura a private person in Italy may get.
 */
export const COUNTER_NATURE: readonly Natura[] = ['N1', 'N2.2', 'N4', 'N5'];
