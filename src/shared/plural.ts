/**
 * Italian counts: the singular for exactly one, the plural otherwise (zero included: "0 errori").
 * One helper for every count message, so "1 errori" cannot come back.
 */
export function pluralWord(count: number, singular: string, pluralForm: string): string {
  return count === 1 ? singular : pluralForm;
}

/** The count and its word: plural(1, 'errore', 'errori') → "1 errore". */
export function plural(count: number, singular: string, pluralForm: string): string {
  return `${count} ${pluralWord(count, singular, pluralForm)}`;
}
