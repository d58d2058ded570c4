import * as z from 'zod/mini';
import { blankToNull, optionalText, requiredText } from '../form-fields';
import { formatDecimal } from '../format';
import { moneyField } from '../money-field';
import { pageDto } from '../page-dto';
import { pageQuery } from '../paging';
import { isUuidShape } from '../uuid';
import { isValidEan } from './codes';

/**
 * Products (MODULES "Products", SPEC §2 "Products list", §8, §9). A product is low on stock below
 * its own minimum, 5 unless changed (SPEC §9's line for every product).
 */
export const DEFAULT_MIN_STOCK = 5;
export const MAX_QUANTITY = 1_000_000;
const MAX_PRICE_EUROS = 1_000_000;

/** The 'Scorta bassa' badge (both themes keep 4.5:1 text contrast). */
export const LOW_STOCK_BADGE = 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100';

export const PRODUCT_MESSAGES = {
  skuRequired: 'Lo SKU è obbligatorio',
  skuTaken: 'Esiste già un prodotto con questo SKU',
  eanInvalid: 'EAN non valido: 8 o 13 cifre, con la cifra di controllo giusta',
  nameRequired: 'Il nome del prodotto è obbligatorio',
  quantityInvalid: `La quantità deve essere un numero intero da 0 a ${formatDecimal(MAX_QUANTITY)}`,
  minStockInvalid: `La scorta minima deve essere un numero intero da 0 a ${formatDecimal(MAX_QUANTITY)}`,
  priceInvalid: 'Il prezzo deve essere un numero',
  priceNegative: 'Il prezzo non può essere negativo',
  priceDecimals: 'Il prezzo può avere al massimo 2 decimali',
  priceTooHigh: 'Il prezzo non può superare 1.000.000 €',
  costInvalid: 'Il costo deve essere un numero',
  costNegative: 'Il costo non può essere negativo',
  costDecimals: 'Il costo può avere al massimo 2 decimali',
  costTooHigh: 'Il costo non può superare 1.000.000 €',
  referenceInvalid: 'Scegli una voce dall’elenco',
  notFound: 'Prodotto non trovato',
  empty: 'Nessun prodotto trovato',
  loadError: 'Errore nel caricamento dei prodotti',
  duplicated: 'Prodotto duplicato con successo!',
  lowStock: 'Scorta bassa',
  noCategory: 'Senza categoria',
} as const;

/** A brand, category or supplier id, or null for none. */
const reference = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z
      .string(PRODUCT_MESSAGES.referenceInvalid)
      .check(z.refine(isUuidShape, PRODUCT_MESSAGES.referenceInvalid), z.toLowerCase()),
  ),
);

/** A whole number of pieces from 0 to the cap, typed as text or sent as a number. */
const piecesField = (message: string) =>
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
    ),
    z
      .number(message)
      .check(z.refine(Number.isInteger, message), z.gte(0, message), z.lte(MAX_QUANTITY, message)),
  );

const money = (kind: 'price' | 'cost') =>
  moneyField(
    {
      invalid: PRODUCT_MESSAGES[`${kind}Invalid`],
      negative: PRODUCT_MESSAGES[`${kind}Negative`],
      decimals: PRODUCT_MESSAGES[`${kind}Decimals`],
      tooHigh: PRODUCT_MESSAGES[`${kind}TooHigh`],
    },
    MAX_PRICE_EUROS,
  );

const ean = z.pipe(
  optionalText(13),
  z.nullable(z.string().check(z.refine(isValidEan, PRODUCT_MESSAGES.eanInvalid))),
);

const fields = {
  sku: requiredText(PRODUCT_MESSAGES.skuRequired, 64),
  ean: z.optional(ean),
  name: requiredText(PRODUCT_MESSAGES.nameRequired, 200),
  brand_id: z.optional(reference),
  category_id: z.optional(reference),
  supplier_id: z.optional(reference),
  quantity: z.optional(piecesField(PRODUCT_MESSAGES.quantityInvalid)),
  min_stock: z.optional(piecesField(PRODUCT_MESSAGES.minStockInvalid)),
  price: z.optional(money('price')),
  cost: z.optional(money('cost')),
  description: z.optional(optionalText(5000)),
};

/** One form for create and edit; the edit sends what changed (PATCH). */
export const productInputSchema = z.object(fields);
export const productPatchSchema = z
  .object({ ...z.partial(z.object(fields)).shape })
  .check(
    z.refine((v) => Object.values(v).some((x) => x !== undefined), 'Nessuna modifica indicata'),
  );
export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductPatch = z.infer<typeof productPatchSchema>;

const flag = z.optional(z.enum(['true', 'false'], 'Valore non valido: usa true o false'));
const filterId = z.optional(
  z.string().check(z.refine(isUuidShape, PRODUCT_MESSAGES.referenceInvalid)),
);
export const PRODUCT_SORTS = ['name', 'sku', 'quantity', 'price', 'updated_at'] as const;
export const listProductsQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(200, 'Ricerca troppo lunga'))),
  brand_id: filterId,
  category_id: filterId,
  supplier_id: filterId,
  in_stock: flag,
  low_stock: flag,
  ...pageQuery(PRODUCT_SORTS, { sort: 'name', order: 'asc' }),
});
export type ListProductsQuery = z.infer<typeof listProductsQuery>;

const named = z.nullable(z.object({ id: z.string(), name: z.string() }));
export const productDto = z.object({
  id: z.string(),
  sku: z.string(),
  ean: z.nullable(z.string()),
  name: z.string(),
  brand_id: z.nullable(z.string()),
  category_id: z.nullable(z.string()),
  supplier_id: z.nullable(z.string()),
  brand: named,
  category: named,
  supplier: named,
  quantity: z.number(),
  min_stock: z.number(),
  /** Pieces held for tickets (decision 049): on hand − reserved is what may be sold. */
  reserved: z.number(),
  available: z.number(),
  /** What open purchase orders still bring (ordered − received). */
  on_order: z.number(),
  /** Euros, two decimals (MODULES: cents in the database, euros in JSON). */
  price: z.number(),
  cost: z.nullable(z.number()),
  description: z.nullable(z.string()),
  low_stock: z.boolean(),
  user_id: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductDto = z.infer<typeof productDto>;
export const productsPageDto = pageDto(productDto);

export const productSummaryDto = z.object({
  total_quantity: z.number(),
  total_value: z.number(),
  by_category: z.array(
    z.object({
      category_id: z.nullable(z.string()),
      name: z.string(),
      quantity: z.number(),
      value: z.number(),
    }),
  ),
});
export type ProductSummaryDto = z.infer<typeof productSummaryDto>;
