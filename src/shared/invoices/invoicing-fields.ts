import * as z from 'zod/mini';
import { isValidTaxCode, normalizeTaxCode } from '../customers/tax-code';
import { parseDecimalValue } from '../decimal-input';
import { optionalText } from '../form-fields';
import { isValidPartitaIva, normalizeVatNumber } from '../inventory/codes';
import { isVatRateInForce, VAT_RATE_MESSAGE } from './invoice-codes';
import {
  DEFAULT_NUMBER_PATTERN,
  isNumberPatternShape,
  NUMBER_PATTERN_MESSAGES,
  numberPatternFits,
} from './invoice-number';
import { INVOICING_MESSAGES } from './invoicing-messages';

/**
 * The fields of the shop's fiscal identity, each read and checked as typed: the P.IVA and the
 * codice fiscale through the suppliers' and customers' own validators, the IBAN by its check
 * digits, rates in hundredths of a percent, the numbering pattern.
 */
export const upper = (max: number) =>
  z.pipe(
    optionalText(max),
    z.transform((v: string | null) => (v === null ? null : v.toUpperCase())),
  );
export const checkedUpper = (max: number, test: (v: string) => boolean, message: string) =>
  z.pipe(upper(max), z.nullable(z.string().check(z.refine(test, message))));

/** The ISO 13616 check: the country and check digits moved to the end, mod 97 = 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = [...moved].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

export const vatNumber = z.pipe(
  z.pipe(
    optionalText(30),
    z.transform((v: string | null) =>
      v === null ? null : normalizeVatNumber(v).replace(/^IT/, ''),
    ),
  ),
  z.nullable(z.string().check(z.refine(isValidPartitaIva, INVOICING_MESSAGES.vatInvalid))),
);
export const taxCode = z.pipe(
  z.pipe(
    optionalText(30),
    z.transform((v: string | null) => (v === null ? null : normalizeTaxCode(v))),
  ),
  z.nullable(z.string().check(z.refine(isValidTaxCode, INVOICING_MESSAGES.taxCodeInvalid))),
);
export const iban = z.pipe(
  z.pipe(
    optionalText(40),
    z.transform((v: string | null) => (v === null ? null : v.replaceAll(/\s/g, '').toUpperCase())),
  ),
  z.nullable(z.string().check(z.refine(isValidIban, INVOICING_MESSAGES.ibanInvalid))),
);
export const pec = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' ? (value.trim() === '' ? null : value.trim().toLowerCase()) : value,
  ),
  z.nullable(z.email(INVOICING_MESSAGES.pecInvalid).check(z.maxLength(254))),
);

/** A rate as typed (`22`, `10,5`) or sent as a number: kept in hundredths of a percent. */
export const rateHundredths = (message: string) =>
  z.pipe(
    z.transform((value: unknown, ctx) => {
      const parsed = parseDecimalValue(value, 2);
      if (parsed.ok && parsed.scaled <= 10_000) return parsed.scaled;
      ctx.issues.push({ code: 'custom', input: value, message });
      return z.NEVER;
    }),
    z.number(),
  );

/** A VAT rate of the law's list (invoice-codes.ts), typed or sent as a number. */
export const vatRateHundredths = z.pipe(
  rateHundredths(VAT_RATE_MESSAGE),
  z.number().check(z.refine(isVatRateInForce, VAT_RATE_MESSAGE)),
);

export const numberPattern = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && value.trim() === '' ? DEFAULT_NUMBER_PATTERN : value,
  ),
  z
    .string(NUMBER_PATTERN_MESSAGES.shape)
    .check(
      z.trim(),
      z.refine(isNumberPatternShape, { message: NUMBER_PATTERN_MESSAGES.shape, abort: true }),
      z.refine(numberPatternFits, NUMBER_PATTERN_MESSAGES.tooLong),
    ),
);
