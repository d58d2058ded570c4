import type { InvoiceKind } from './invoice-codes';

/** An amount as the sales register counts it: a credit note (TD04) takes away, so negative. */
export const registerAmount = (kind: InvoiceKind, amount: number) =>
  kind === 'TD04' ? -amount : amount;
