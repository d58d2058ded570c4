import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { boundedMemo } from './bounded-memo';

/**
 * A stored E.164 phone as people read it: `+393331234567` → `+39 333 123 4567`. Left as stored
 * when it does not parse (old rows typed freely). The server calls it when it presents a ticket
 * (the DTO's `customer_phone_display`, the public page, e-mails), so the browser downloads none of
 * libphonenumber's metadata (the staff bundle budget, bench/public/bundle-sizes.ts); links keep
 * the E.164 value.
 */
export const formatPhone = boundedMemo((e164: string): string => {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatInternational() : e164;
}, 10_000);
