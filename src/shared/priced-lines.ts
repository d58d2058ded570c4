import * as z from 'zod/mini';
import { parseDecimalInput } from './decimal-input';
import { requiredText } from './form-fields';
import { moneyField } from './money';
import { isUuidShape } from './uuid';

/**
 * What every document with priced lines shares (quotes, PC builds; MODULES "Pricing"): the line a
 * person types, margin and VAT in tenths of a percent, and the amounts the server answers with.
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
  productInvalid: 'Prodotto non trovato',
} as const;

export const MAX_LINES = 200;
export const MAX_LINE_QUANTITY = 100_000;

/** 0–100 in steps of 0.1, typed (`10,5`) or sent as a number; kept in tenths. */
export const percentTenths = z.pipe(
  z.transform((value: unknown, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    const parsed = typeof text === 'string' ? parseDecimalInput(text, 1) : null;
    if (parsed?.ok && parsed.scaled <= 1000) return parsed.scaled;
    ctx.issues.push({ code: 'custom', input: value, message: LINE_MESSAGES.percentInvalid });
    return z.NEVER;
  }),
  z.number(),
);

/** A UUID, lower-cased; `message` names what it refers to when it is not one. */
export const uuidField = (message: string) =>
  z.string(message).check(z.refine(isUuidShape, message), z.toLowerCase());

const quantity = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
  ),
  z
    .number(LINE_MESSAGES.quantityInvalid)
    .check(
      z.refine(Number.isInteger, LINE_MESSAGES.quantityInvalid),
      z.gte(1, LINE_MESSAGES.quantityInvalid),
      z.lte(MAX_LINE_QUANTITY, LINE_MESSAGES.quantityInvalid),
    ),
);

const unitCost = z.pipe(
  moneyField(
    {
      invalid: LINE_MESSAGES.costInvalid,
      negative: LINE_MESSAGES.costNegative,
      decimals: LINE_MESSAGES.costDecimals,
      tooHigh: LINE_MESSAGES.costTooHigh,
    },
    1_000_000,
  ),
  z.transform((v: number | null) => v ?? 0),
);

/** One line as a form or a client sends it: typed text or numbers, amounts in euros. */
export const pricedLineFields = {
  description: requiredText(LINE_MESSAGES.descriptionRequired, 500),
  quantity,
  unit_cost: unitCost,
  product_id: z.optional(z.nullable(uuidField(LINE_MESSAGES.productInvalid))),
};
export const pricedLineInput = z.object(pricedLineFields);
export type PricedLineInputDto = z.infer<typeof pricedLineInput>;

/** The lines of a document: at most MAX_LINES. */
export const pricedLinesInput = <T extends z.ZodMiniType>(line: T) =>
  z.array(line).check(z.maxLength(MAX_LINES, LINE_MESSAGES.linesTooMany));

/** A stored line in JSON: euros, the price and total the server computed. */
export const pricedLineDtoFields = {
  id: z.string(),
  position: z.number(),
  product_id: z.nullable(z.string()),
  description: z.string(),
  quantity: z.number(),
  unit_cost: z.number(),
  unit_price: z.number(),
  line_total: z.number(),
};

/** What a customer may see of a line: never its cost. */
export const publicLineDtoFields = {
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  line_total: z.number(),
};

/** A document's totals in euros (taxable, VAT, total) as the pricing module computed them. */
export const documentTotalsDtoFields = {
  taxable: z.number(),
  vat_amount: z.number(),
  total_amount: z.number(),
};

/** The margin and VAT a new document starts from (Settings), for staff who may not read them. */
export const pricingDefaultsDto = z.object({ margin_percent: z.number(), vat_rate: z.number() });
export type PricingDefaultsDto = z.infer<typeof pricingDefaultsDto>;
