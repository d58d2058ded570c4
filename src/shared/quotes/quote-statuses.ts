/** A quote's statuses without zod, so the quote form stays small; quotes.ts keeps the schemas. */
export const QUOTE_STATUSES = ['Bozza', 'Inviato', 'Accettato', 'Rifiutato', 'Scaduto'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
