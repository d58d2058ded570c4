import { EU_COUNTRIES } from '../customers/eu-countries';
/**
 * The check digits of the codes a shop types: a wrong digit is caught at the form, not found
 * months later on an invoice or at the scanner.
 */

/** EAN-8 or EAN-13 with a valid check digit (GS1: weights 3 and 1 from the right). */
export function isValidEan(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop() ?? 0;
  const sum = digits
    .reverse()
    .reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** An Italian partita IVA: 11 digits, the last a check digit (Luhn-like, Agenzia delle Entrate). */
export function isValidPartitaIva(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || digits === '00000000000') return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

/** The EU's VAT prefixes (Greece is EL, Northern Ireland XI). */
const EU_PREFIXES: ReadonlySet<string> = new Set([
  ...[...EU_COUNTRIES].map((country) => (country === 'GR' ? 'EL' : country)),
  'XI',
]);

/** Spaces, dots and dashes people type inside a VAT number, gone; letters upper case. */
export function normalizeVatNumber(text: string): string {
  return text.replaceAll(/[\s.-]/g, '').toUpperCase();
}

/**
 * A supplier's VAT number: an Italian partita IVA (with or without "IT"), or another EU number
 * with its two-letter prefix (2–12 letters and digits; its own checksum is that country's).
 */
export function isValidVatNumber(text: string): boolean {
  const vat = normalizeVatNumber(text);
  if (/^\d{11}$/.test(vat)) return isValidPartitaIva(vat);
  const prefix = vat.slice(0, 2);
  if (prefix === 'IT') return isValidPartitaIva(vat.slice(2));
  return EU_PREFIXES.has(prefix) && /^[0-9A-Z+*]{2,12}$/.test(vat.slice(2));
}
