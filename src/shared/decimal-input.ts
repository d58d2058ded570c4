import { plural } from './plural';
/**
 * Numbers as an Italian types them into a form: comma for decimals, dots for thousands
 * (`1.234,50`), and the dot-for-decimals habit of calculators and other sites (`129.90`).
 * The result is an integer scaled by 10^decimals (cents for money, tenths for percentages), so no
 * float ever carries an amount. Anything that could be read two ways, or not at all, is refused
 * with a message for the field instead of being guessed (`129,90` became 12.990,00 €).
 */
export const DECIMAL_INPUT_MESSAGES = {
  invalid: 'Inserisci un numero valido, ad esempio 129,90',
  tooManyDecimals: (decimals: number) =>
    decimals === 0
      ? 'Inserisci un numero intero'
      : `Al massimo ${plural(decimals, 'decimale', 'decimali')}`,
} as const;

export type DecimalParse = { ok: true; scaled: number } | { ok: false; message: string };

/** Thousands groups: 1.234 or 12.345.678 (the first group 1–3 digits, then groups of 3). */
const GROUPED = /^\d{1,3}(\.\d{3})+$/;

export function parseDecimalInput(raw: string, decimals: number): DecimalParse {
  const text = raw.trim().replaceAll(/\s/g, '');
  const invalid = { ok: false, message: DECIMAL_INPUT_MESSAGES.invalid } as const;
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return invalid;

  let whole: string;
  let fraction = '';
  const commas = text.split(',').length - 1;
  if (commas > 1) return invalid;
  if (commas === 1) {
    // The comma is the decimal mark; dots before it can only be thousands separators.
    [whole, fraction] = text.split(',') as [string, string];
    if (fraction === '' || fraction.includes('.')) return invalid;
    if (whole.includes('.')) {
      if (!GROUPED.test(whole)) return invalid;
      whole = whole.replaceAll('.', '');
    }
  } else {
    const dots = text.split('.').length - 1;
    if (dots === 0) whole = text;
    else if (GROUPED.test(text) && (dots > 1 || decimals < 3)) {
      // 1.234 cannot be 1 and 234 thousandths where at most 2 decimals are allowed: thousands.
      whole = text.replaceAll('.', '');
    } else if (dots === 1) {
      [whole, fraction] = text.split('.') as [string, string];
      if (fraction === '') return invalid;
    } else return invalid;
  }
  if (whole === '') whole = '0';
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return invalid;
  if (fraction.length > decimals) {
    return { ok: false, message: DECIMAL_INPUT_MESSAGES.tooManyDecimals(decimals) };
  }
  const scaled = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (!Number.isSafeInteger(scaled)) return invalid;
  return { ok: true, scaled };
}

/** A scaled integer back as Italian text for an input: 12990 with 2 decimals → "129,90". */
export function formatDecimalInput(scaled: number, decimals: number, keepZeros = true): string {
  const sign = scaled < 0 ? '-' : '';
  const digits = String(Math.abs(scaled)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  if (!keepZeros) fraction = fraction.replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `,${fraction}` : ''}`;
}

/**
 * A value as a client sends it: text is read as an Italian types it (above), a JSON number is a
 * number. Reading the number's text instead made 1.234 (one and 234 thousandths) 1234 pieces.
 */
export function parseDecimalValue(value: unknown, decimals: number): DecimalParse {
  if (typeof value === 'string') return parseDecimalInput(value, decimals);
  const invalid = { ok: false, message: DECIMAL_INPUT_MESSAGES.invalid } as const;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value >= 1e15)
    return invalid;
  // toFixed writes the digits in full (no exponent): the value kept if nothing was rounded off.
  const fixed = value.toFixed(decimals);
  if (Number(fixed) !== value)
    return { ok: false, message: DECIMAL_INPUT_MESSAGES.tooManyDecimals(decimals) };
  const scaled = Number(fixed.replace('.', ''));
  return Number.isSafeInteger(scaled) ? { ok: true, scaled } : invalid;
}
