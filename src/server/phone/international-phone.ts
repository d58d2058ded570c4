import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import { boundedMemo } from '../../shared/bounded-memo';

/**
 * The public form's international phone: a country (Italy by default, SPEC §9) and the number as
 * the customer types it. Judged with the full metadata on the server, so the browser downloads
 * none of it; stored as '+' and digits (E.164, at most 15 digits).
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IT';
export const PHONE_INVALID = 'Numero di telefono non valido per il paese scelto';

export interface CountryOption {
  code: CountryCode;
  label: string;
  /** Digits after '+', e.g. '39'. */
  calling_code: string;
}

let options: CountryOption[] | null = null;

/** Every country with its Italian name and calling code, sorted as an Italian reads them. */
export function phoneCountryOptions(): CountryOption[] {
  if (options) return options;
  const names = new Intl.DisplayNames('it', { type: 'region' });
  options = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'it'))
    .map(({ code, name }) => {
      const calling = getCountryCallingCode(code);
      return { code, label: `${name} (+${calling})`, calling_code: calling };
    });
  return options;
}

function isCountry(value: string): value is CountryCode {
  return phoneCountryOptions().some((o) => o.code === value);
}

/**
 * The number in E.164, null when left blank, or an error message. A number typed with its own
 * prefix (+44…, 0044…) wins over the chosen country.
 */
export function toInternationalPhone(
  country: string | undefined,
  number: string | undefined,
): { phone: string | null } | { error: string } {
  const typed = (number ?? '').trim();
  if (typed === '') return { phone: null };
  const chosen = country && isCountry(country) ? country : DEFAULT_PHONE_COUNTRY;
  const international = typed.startsWith('00') ? `+${typed.slice(2)}` : typed;
  const parsed = parsePhoneNumberFromString(international, chosen);
  if (!parsed?.isValid()) return { error: PHONE_INVALID };
  return { phone: parsed.number };
}

/**
 * A staff-typed number in international form (`+44 07911 123456`) as E.164, the national prefix
 * dropped where the country's rules say so (+447911123456). Left as typed when it does not parse
 * as a valid number: the staff form only requires the shape (SPEC §5).
 */
export const normalizeInternationalPhone = boundedMemo((phone: string): string => {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isValid() ? parsed.number : phone;
}, 10_000);
