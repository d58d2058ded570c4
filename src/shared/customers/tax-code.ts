import { isValidPartitaIva } from '../inventory/codes';

/**
 * The Italian codice fiscale of a person (16 characters) as the Agenzia delle Entrate defines it:
 * surname, name, birth year, month letter, day (+40 for women), place code, check character.
 * Two people who would get the same code get an "omocodic" one: digits, from the right, replaced
 * by the letters L M N P Q R S T U V (0–9); the check character is computed over the letters as
 * written, so an omocodic code is valid on its own.
 */
const PERSON_CODE =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** What an odd position (1st, 3rd…) is worth, indexed by digit value or letter (A = 0). */
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
/** The positions (0-based) whose digits omocodia may replace. */
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];

/** Upper case, spaces gone: how a code is stored and compared. */
export function normalizeTaxCode(text: string): string {
  return text.replaceAll(/\s/g, '').toUpperCase();
}

/** A digit or letter's index: 0–9 for digits, 0–25 for A–Z. */
function indexOf(char: string): number {
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

/** The check character of the first 15 characters. */
export function taxCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const value = indexOf(first15.charAt(i));
    // Positions are counted from 1: index 0 is the first, an odd position.
    sum += i % 2 === 0 ? (ODD_VALUES[value] ?? 0) : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** The code with omocodia letters turned back into digits (the birth data as numbers). */
export function withoutOmocodia(code: string): string {
  const chars = [...code];
  for (const position of DIGIT_POSITIONS) {
    const letter = OMOCODIA_LETTERS.indexOf(chars[position] ?? '');
    if (letter >= 0) chars[position] = String(letter);
  }
  return chars.join('');
}

/** A person's 16-character codice fiscale: shape, day of birth (1–31, 41–71) and check character. */
export function isValidPersonTaxCode(text: string): boolean {
  const code = normalizeTaxCode(text);
  if (!PERSON_CODE.test(code)) return false;
  const day = Number(withoutOmocodia(code).slice(9, 11));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return taxCodeCheckCharacter(code.slice(0, 15)) === code.charAt(15);
}

/**
 * A codice fiscale as a customer's record holds it: a person's 16 characters, or a company's,
 * which is 11 digits checked as a partita IVA.
 */
export function isValidTaxCode(text: string): boolean {
  const code = normalizeTaxCode(text);
  if (/^\d{11}$/.test(code)) return isValidPartitaIva(code);
  return isValidPersonTaxCode(code);
}
