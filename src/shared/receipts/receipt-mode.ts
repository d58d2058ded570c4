/**
 * When a counter payment gets its documento commerciale (TILL § Documenti commerciali): always,
 * on request (the *Incassa* dialog asks: documento commerciale or invoice), or never (the shop
 * invoices every sale). Without an enabled RT none is printed whatever the mode.
 */
export const RECEIPT_MODES = ['always', 'ask', 'never'] as const;
export type ReceiptMode = (typeof RECEIPT_MODES)[number];

export const RECEIPT_MODE_LABELS: Record<ReceiptMode, string> = {
  always: 'Sempre',
  ask: 'Chiedi a ogni pagamento',
  never: 'Mai (si emette la fattura)',
};

/** What the customer takes away for a payment: the RT's documento commerciale or an invoice. */
export const SALE_DOCUMENTS = ['scontrino', 'fattura'] as const;
export type SaleDocument = (typeof SALE_DOCUMENTS)[number];

export const RECEIPT_MODE_MESSAGES = {
  documentRequired: 'Scegli se emettere il documento commerciale o la fattura',
  documentInvalid: 'Documento non valido: scontrino o fattura',
} as const;
