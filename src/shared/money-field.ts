import * as z from 'zod/mini';
import { parseDecimalInput } from './decimal-input';
import { centsToEuro } from './money';

export interface MoneyMessages {
  invalid: string;
  negative: string;
  decimals: string;
  tooHigh: string;
}

/**
 * Euros with at most 2 decimals, from 0 to `maxEuros`: a JSON number, or text as an Italian
 * types it (`129,90`, `1.234,50`, read by parseDecimalInput); '' and NaN mean no amount (null).
 */
export function moneyField(messages: MoneyMessages, maxEuros: number) {
  return z.pipe(
    z.transform((value: unknown, ctx) => {
      if (typeof value === 'string' && value.trim() === '') return null;
      if (typeof value === 'number' && Number.isNaN(value)) return null;
      if (typeof value !== 'string') return value;
      // A minus sign is read too, so that the field says "negative" rather than "not a number".
      const negative = value.trim().startsWith('-');
      const parsed = parseDecimalInput(negative ? value.trim().slice(1) : value, 2);
      if (parsed.ok) return centsToEuro(negative ? -parsed.scaled : parsed.scaled);
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: parsed.message.startsWith('Al massimo') ? messages.decimals : messages.invalid,
      });
      return z.NEVER;
    }),
    z.nullable(
      z.number(messages.invalid).check(
        z.gte(0, messages.negative),
        z.lte(maxEuros, messages.tooHigh),
        z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, messages.decimals),
      ),
    ),
  );
}
