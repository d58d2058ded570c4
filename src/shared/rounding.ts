/**
 * The one rounding of money in Sportello: a / b to the nearest integer, halves away from zero,
 * in BigInt so no float ever carries an amount. Quotes, PC builds and invoices all round here,
 * so the same amount can never come out a cent apart on two documents.
 */
export function divRoundHalfAway(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError(`divisor ${b} is not positive`);
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const q = (abs * 2n + b) / (2n * b);
  return negative ? -q : q;
}
