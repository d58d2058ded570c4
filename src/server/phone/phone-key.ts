import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * How a phone finds its customer: the digits of its national significant number, so that
 * `+39 333 1234567`, `0039 3331234567` and an old ticket's `333 1234567` are one key. null for
 * no number. Two countries' numbers with the same national digits share a key: in a shop's
 * register that is rare, and the matching rule never merges two people on it (customers.service).
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const text = (phone ?? '').trim();
  if (text === '') return null;
  // Italy's calling code is followed by the national number as it is (no prefix to drop).
  if (/^\+39\d+$/.test(text)) return text.slice(3);
  const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
  const parsed = international.startsWith('+') ? parsePhoneNumberFromString(international) : null;
  const digits = (parsed?.nationalNumber ?? text).replaceAll(/\D/g, '');
  return digits === '' ? null : digits;
}
