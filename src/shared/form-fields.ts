import * as z from 'zod/mini';
import { isUuidShape } from './uuid';

/**
 * Field rules every module's forms share (tickets, suppliers, products, quotes…), so that the
 * same kind of field says the same thing everywhere.
 */
export const FIELD_MESSAGES = {
  phoneInvalid: 'Numero di telefono non valido: usa solo cifre, con il prefisso internazionale',
  phoneTooLong: 'Il numero di telefono può avere al massimo 15 cifre',
  emailInvalid: 'Indirizzo email non valido',
} as const;

const PHONE_MAX_DIGITS = 15;

/** A UUID, lower-cased; `message` names what it refers to when it is not one. */
export const uuidField = (message: string) =>
  z.string(message).check(z.refine(isUuidShape, message), z.toLowerCase());

/**
 * Control characters (U+0007, U+0085…) and invisible format characters (zero-width space, BOM,
 * direction marks) but newline and tab: no one types them on purpose, and a name made of them
 * looks filled in while it says nothing (an invoice's file then had an empty name).
 */
const INVISIBLE = /(?![\n\t])[\p{Cc}\p{Cf}]/gu;
export const stripInvisible = (text: string) => text.replaceAll(INVISIBLE, '');

export const blankToNull = (value: unknown) =>
  typeof value === 'string' && stripInvisible(value).trim() === '' ? null : value;

/** Trimmed visible text that must not be empty; `message` when it is missing or blank. */
export const requiredText = (message: string, max: number) =>
  z
    .string(message)
    .check(
      z.overwrite(stripInvisible),
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `Massimo ${max} caratteri`),
    );

/** Trimmed visible text or null ('' and blanks mean none). */
export const optionalText = (max: number) =>
  z.pipe(
    z.transform(blankToNull),
    z.nullable(
      z
        .string('Valore non valido')
        .check(z.overwrite(stripInvisible), z.trim(), z.maxLength(max, `Massimo ${max} caratteri`)),
    ),
  );

/** An e-mail address, lower case, or null. */
export const optionalEmail = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' ? (value.trim() === '' ? null : value.trim().toLowerCase()) : value,
  ),
  z.nullable(z.email(FIELD_MESSAGES.emailInvalid).check(z.maxLength(254))),
);

/**
 * A phone as the seed stores it: '+' and digits. Spaces and punctuation go; '00' becomes '+';
 * a number without a prefix is Italian (+39, the default country).
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.replaceAll(/[\s().\-/]/g, '');
  if (compact === '') return null;
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `+39${compact}`;
}

/** A phone number or null, stored as '+' and digits (the server also checks it per country). */
export const phoneField = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? normalizePhone(value) : value)),
  z.nullable(
    z.string(FIELD_MESSAGES.phoneInvalid).check(
      z.regex(/^\+\d{4,}$/, FIELD_MESSAGES.phoneInvalid),
      z.refine((v) => v.length - 1 <= PHONE_MAX_DIGITS, FIELD_MESSAGES.phoneTooLong),
    ),
  ),
);

/**
 * The years a date of the shop can fall in. Outside them the arithmetic breaks: JavaScript's
 * Date.UTC reads years 0-99 as 1900-1999, PostgreSQL has no year 0, and a day past 9999-12-31
 * is no longer `YYYY-MM-DD` (a report's range ran into each of them and answered 500).
 */
const CALENDAR_YEARS = { min: 1900, max: 2999 } as const;

/** A real `YYYY-MM-DD` day within CALENDAR_YEARS. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
