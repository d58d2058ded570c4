import * as z from 'zod/mini';
import { requiredText } from '../form-fields';
import { moneyField } from '../money-field';
import { pageDto } from '../page-dto';
import { pageCursor, pageLimit } from '../paging';
import { isUuidShape } from '../uuid';

/**
 * The repair price list (decision 030): what a repair costs for a brand and model, VAT
 * included, with the warehouse parts it uses, its standard time and, when it differs from the
 * shop's, its warranty. Admins write it, staff read it.
 */
export const PRICE_LIST_MESSAGES = {
  brandRequired: 'Indica la marca',
  modelRequired: 'Indica il modello',
  repairRequired: 'Indica la riparazione',
  priceRequired: 'Indica il prezzo',
  priceInvalid: 'Il prezzo deve essere un numero',
  priceNegative: 'Il prezzo non può essere negativo',
  priceDecimals: 'Il prezzo può avere al massimo 2 decimali',
  priceTooHigh: 'Il prezzo non può superare 100.000 €',
  minutesInvalid: 'Il tempo deve essere un numero intero di minuti, da 0 a 10.000',
  warrantyInvalid: 'La garanzia deve essere un numero intero di mesi, da 0 a 120',
  partInvalid: 'Ricambio non valido',
  partUnknown: 'Ricambio non trovato in magazzino',
  tooManyParts: 'Al massimo 20 ricambi per riparazione',
  notFound: 'Voce del listino non trovata',
  duplicate: 'Questa riparazione è già nel listino per la stessa marca e lo stesso modello',
  empty: 'Nessuna riparazione nel listino',
} as const;
const M = PRICE_LIST_MESSAGES;

const wholeOrNull = (max: number, message: string) =>
  z.pipe(
    z.transform((value: unknown) => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'string') return value.trim() === '' ? null : Number(value.trim());
      return value;
    }),
    z.nullable(
      z
        .number(message)
        .check(z.refine(Number.isInteger, message), z.gte(0, message), z.lte(max, message)),
    ),
  );

const price = z.pipe(
  moneyField(
    {
      invalid: M.priceInvalid,
      negative: M.priceNegative,
      decimals: M.priceDecimals,
      tooHigh: M.priceTooHigh,
    },
    100_000,
  ),
  z.number(M.priceRequired),
);

export const priceListInputSchema = z.object({
  brand: requiredText(M.brandRequired, 100),
  model: requiredText(M.modelRequired, 200),
  repair: requiredText(M.repairRequired, 200),
  /** Euros, VAT included (stored in cents). */
  price,
  product_ids: z._default(
    z
      .array(z.string().check(z.refine(isUuidShape, M.partInvalid)))
      .check(z.maxLength(20, M.tooManyParts)),
    [],
  ),
  minutes: z.optional(wholeOrNull(10_000, M.minutesInvalid)),
  warranty_months: z.optional(wholeOrNull(120, M.warrantyInvalid)),
});
export type PriceListInput = z.infer<typeof priceListInputSchema>;

export const priceListQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(200, 'Ricerca troppo lunga'))),
  limit: pageLimit,
  cursor: pageCursor,
});

export const priceSuggestQuery = z.object({
  model: z.string('Indica il modello').check(z.maxLength(200, 'Modello troppo lungo')),
  repair: z.optional(z.string().check(z.maxLength(200, 'Riparazione troppo lunga'))),
});

/** GET /api/public/price-list/from: the lowest price for a model, when the shop shows it. */
export const priceFromQuery = z.object({
  model: z.string('Indica il modello').check(z.maxLength(200, 'Modello troppo lungo')),
});
export const priceFromDto = z.object({ from: z.nullable(z.number()) });

/** A warehouse part of an entry, as the quote form turns it into a line. */
export const priceListPartDto = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  price: z.number(),
  cost: z.nullable(z.number()),
});

export const priceListEntryDto = z.object({
  id: z.string(),
  brand: z.string(),
  model: z.string(),
  repair: z.string(),
  price: z.number(),
  product_ids: z.array(z.string()),
  parts: z.array(priceListPartDto),
  minutes: z.nullable(z.number()),
  warranty_months: z.nullable(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PriceListEntryDto = z.infer<typeof priceListEntryDto>;
export const priceListPageDto = pageDto(priceListEntryDto);
export const priceSuggestDto = z.object({ items: z.array(priceListEntryDto) });
export type PriceSuggestDto = z.infer<typeof priceSuggestDto>;

/** The CSV's columns, in the export's order (the import reads them by name). */
export const PRICE_LIST_CSV_HEADERS = [
  'Marca',
  'Modello',
  'Riparazione',
  'Prezzo',
  'Minuti',
  'Garanzia (mesi)',
  'Ricambi (SKU)',
] as const;

/** POST /api/price-list/import's answer: the dry run and the import say the same. */
export interface PriceListImportReport {
  dry_run: boolean;
  rows: number;
  created: number;
  updated: number;
  errors: { line: number; message: string }[];
}
