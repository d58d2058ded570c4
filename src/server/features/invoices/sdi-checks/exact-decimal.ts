/**
 * Decimal text as exact integers: the SDI's tolerances are a cent, which binary floating point
 * cannot be trusted to hold on amounts of 12 digits with 8 decimals.
 */

/** `text` scaled by 10^scale, exactly (digits beyond `scale` are cut: the schema allows none). */
export function scaled(text: string | null, scale: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec((text ?? '').trim());
  if (!match) return 0n;
  const [, sign, whole, fraction = ''] = match;
  const digits = `${whole || '0'}${fraction.slice(0, scale).padEnd(scale, '0')}`;
  const result = BigInt(digits);
  return sign ? -result : result;
}

export const abs = (n: bigint) => (n < 0n ? -n : n);

/** A rate as written (22.00) in hundredths of a percent; '' reads as 0. */
export const rateHundredths = (text: string) => scaled(text, 2);

/** Amounts in cents. */
export const cents = (text: string | null) => scaled(text, 2);
