import * as z from 'zod/mini';
import { parseDecimalInput, parseDecimalValue } from './decimal-input';
import { requiredText, uuidField } from './form-fields';
import { LINE_MESSAGES, MAX_LINE_QUANTITY, MAX_LINES } from './priced-line-rules';

/**
 * What every document with priced lines shares (quotes, PC builds; MODULES "Pricing"): the line a
 * person types, the markup in tenths of a percent and the VAT rate in hundredths (as every VAT
 * rate), and the amounts the server answers with.
 */
export { LINE_MESSAGES, MAX_LINE_QUANTITY, MAX_LINES } from './priced-line-rules';

/** 0–100 in steps of 0.1, typed (`10,5`) or sent as a number, kept `scale` per tenth. */
const percentInSteps = (scale: number) =>
  z.pipe(
    z.transform((value: unknown, ctx) => {
      const parsed = parseDecimalValue(value, 1);
      if (parsed.ok && parsed.scaled <= 1000) return parsed.scaled * scale;
      ctx.issues.push({ code: 'custom', input: value, message: LINE_MESSAGES.percentInvalid });
      return z.NEVER;
    }),
    z.number(),
  );

/** A markup or discount percent: 0–100 in steps of 0.1, kept in tenths. */
export const percentTenths = percentInSteps(1);
/** A document's VAT rate: 0–100 in steps of 0.1, kept in hundredths (22 % = 2200). */
export const vatPercentHundredths = percentInSteps(10);

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

const MAX_LINE_CENTS = 100_000_000;

/**
 * An amount as typed (`40,00`, `1.234,5`: read by parseDecimalInput straight into integer cents,
 * no float in between) or sent as a JSON number of euros (whole cents only); empty means none.
 */
const centsField = (kind: 'cost' | 'price') =>
  z.optional(
    z.pipe(
      z.transform((value: unknown, ctx): number | null => {
        const words = {
          invalid: LINE_MESSAGES[`${kind}Invalid`],
          negative: LINE_MESSAGES[`${kind}Negative`],
          decimals: LINE_MESSAGES[`${kind}Decimals`],
          tooHigh: LINE_MESSAGES[`${kind}TooHigh`],
        };
        const fail = (message: string) => {
          ctx.issues.push({ code: 'custom', input: value, message });
          return z.NEVER;
        };
        const inRange = (cents: number) => {
          if (cents < 0) return fail(words.negative);
          if (cents > MAX_LINE_CENTS) return fail(words.tooHigh);
          return cents;
        };
        if (value === null || value === undefined) return null;
        if (typeof value === 'number') {
          if (Number.isNaN(value)) return null;
          const cents = Math.round(value * 100);
          if (!Number.isFinite(value) || Math.abs(value * 100 - cents) > 1e-6)
            return fail(Number.isFinite(value) ? words.decimals : words.invalid);
          return inRange(cents);
        }
        if (typeof value !== 'string') return fail(words.invalid);
        const text = value.trim();
        if (text === '') return null;
        // A minus sign is read too, so that the field says "negative" rather than "not a number".
        const negative = text.startsWith('-');
        const parsed = parseDecimalInput(negative ? text.slice(1) : text, 2);
        if (!parsed.ok)
          return fail(parsed.message.startsWith('Al massimo') ? words.decimals : words.invalid);
        return inRange(negative ? -parsed.scaled : parsed.scaled);
      }),
      z.nullable(z.number()),
    ),
  );

/**
 * One line as a form or a client sends it: typed text or numbers, amounts in euros, read into
 * cents. The selling price stays as sent; a line with only a cost is priced with the markup.
 */
export const pricedLineFields = {
  description: requiredText(LINE_MESSAGES.descriptionRequired, 500),
  quantity,
  unit_cost: centsField('cost'),
  unit_price: centsField('price'),
  product_id: z.optional(z.nullable(uuidField(LINE_MESSAGES.productInvalid))),
};
/** A line needs a price, a cost for the markup to price it from, or a warehouse product. */
export const hasPriceOrCost = z.refine<{
  unit_cost?: number | null;
  unit_price?: number | null;
  product_id?: string | null;
}>((line) => line.unit_cost != null || line.unit_price != null || Boolean(line.product_id), {
  message: LINE_MESSAGES.priceOrCost,
  path: ['unit_price'],
});
export const pricedLineInput = z.object(pricedLineFields).check(hasPriceOrCost);
export type PricedLineInputDto = z.infer<typeof pricedLineInput>;

/** The lines of a document: at most MAX_LINES. */
export const pricedLinesInput = <T extends z.ZodMiniType>(line: T) =>
  z.array(line).check(z.maxLength(MAX_LINES, LINE_MESSAGES.linesTooMany));

/** A stored line in JSON: euros; the price as typed (or priced from the cost) and its total. */
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

/**
 * What only staff read of a document's money: the real margin (taxable − cost of the lines that
 * have one) in euros, and as a percent of the taxable amount (null without one).
 */
export const marginDtoFields = {
  margin_amount: z.number(),
  margin_share: z.nullable(z.number()),
};

/**
 * The markup (ricarico: `margin_percent`, the name kept for API clients) and VAT a new document
 * starts from (Settings), for staff who may not read them.
 */
export const pricingDefaultsDto = z.object({ margin_percent: z.number(), vat_rate: z.number() });
export type PricingDefaultsDto = z.infer<typeof pricingDefaultsDto>;
