/**
 * The rules of a priced line without zod, so the quote and PC-build forms (which check their
 * lines as typed, line-drafts.ts) stay small. priced-lines.ts keeps the schemas.
 */
export const LINE_MESSAGES = {
  percentInvalid: 'Inserisci un numero tra 0 e 100 (passo 0,1)',
  linesTooMany: 'Al massimo 200 righe per documento',
  descriptionRequired: 'La descrizione è obbligatoria',
  quantityInvalid: 'La quantità deve essere un numero intero da 1 a 100.000',
  costInvalid: 'Il costo deve essere un numero',
  costNegative: 'Il costo non può essere negativo',
  costDecimals: 'Il costo può avere al massimo 2 decimali',
  costTooHigh: 'Il costo non può superare 1.000.000 €',
  priceInvalid: 'Il prezzo deve essere un numero',
  priceNegative: 'Il prezzo non può essere negativo',
  priceDecimals: 'Il prezzo può avere al massimo 2 decimali',
  priceTooHigh: 'Il prezzo non può superare 1.000.000 €',
  priceOrCost: 'Indica il prezzo o il costo della riga',
  productInvalid: 'Prodotto non trovato',
} as const;

export const MAX_LINES = 200;
export const MAX_LINE_QUANTITY = 100_000;
