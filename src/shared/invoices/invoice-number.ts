/**
 * The invoice number (Numero, at most 20 characters): `{n}` the sequence of the year, `{yyyy}`
 * the year, and an optional series suffix (`{n}/{yyyy}/B`) for a shop that keeps two series.
 */
export const DEFAULT_NUMBER_PATTERN = '{n}/{yyyy}';
export const MAX_NUMBER_LENGTH = 20;
/** The longest sequence a year can reach, as the pattern check assumes it (999.999). */
const LONGEST_SEQUENCE = 6;

export const NUMBER_PATTERN_MESSAGES = {
  shape:
    'Schema di numerazione non valido: usa {n}/{yyyy}, con un eventuale suffisso di serie (es. {n}/{yyyy}/B)',
  tooLong: `Lo schema di numerazione è troppo lungo: il numero della fattura non può superare ${MAX_NUMBER_LENGTH} caratteri`,
} as const;

const PATTERN = /^\{n\}(\/\{yyyy\}|-\{yyyy\})?([/-][A-Z0-9]{1,10})?$/;

export function isNumberPatternShape(pattern: string): boolean {
  return PATTERN.test(pattern);
}

export function formatInvoiceNumber(pattern: string, sequence: number, year: number): string {
  return pattern.replace('{n}', String(sequence)).replace('{yyyy}', String(year));
}

/** Whether the longest number the pattern makes still fits the schema's 20 characters. */
export function numberPatternFits(pattern: string): boolean {
  return formatInvoiceNumber(pattern, 10 ** LONGEST_SEQUENCE - 1, 2000).length <= MAX_NUMBER_LENGTH;
}

/**
 * The file progressive (5 characters A–Z, 0–9) of the file name IT{P.IVA}_{progressive}.xml:
 * base 36, so 60 million files before it runs out.
 */
export const MAX_FILE_PROGRESSIVE = 36 ** 5 - 1;
export function fileProgressive(value: number): string {
  return value.toString(36).toUpperCase().padStart(5, '0');
}
