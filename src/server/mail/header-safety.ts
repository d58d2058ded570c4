import { z } from 'zod';

/**
 * Nothing a customer typed may shape a message's headers: values headed for a header lose every
 * line break (CR, LF, NEL, Unicode line/paragraph separators) and other control characters, and
 * a recipient must be exactly one plain address.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function headerSafe(value: string, maxLength = 200): string {
  const flat = value.replace(LINE_BREAKS_AND_CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

const singleAddress = z.email().max(254);

/** One address, no display name, no list, no whitespace: what may go into To and RCPT TO. */
export function isSingleAddress(value: string): boolean {
  return !/[\s,;<>"()]/.test(value) && singleAddress.safeParse(value).success;
}
