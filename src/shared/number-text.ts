/**
 * Numbers written as in Italy (1.234,5), computed instead of asked of Intl.NumberFormat, whose
 * first use costs a page 17-47 ms of main thread on a desktop (docs/decisions/033). The output is
 * Intl's for it-IT, character for character (`number-text.test.ts` compares them): the value is
 * rounded half away from zero on its shortest decimal form, as ICU does (1,005 € → 1,01 €, where
 * toFixed says 1,00), and -0 keeps its minus sign.
 */
export interface NumberStyle {
  /** Digits after the comma at least (padded with zeros) and at most (rounded). */
  minFraction: number;
  maxFraction: number;
  /**
   * 'always': thousands grouped from four digits on (money, counts); 'min2': from five, Intl's
   * default for Italian (1234 but 12.345).
   */
  grouping: 'always' | 'min2';
  /** Powers of ten to multiply by before rounding, exactly (2 for a percentage). */
  scale?: number;
}

/** The decimal digits of |value| × 10^scale, and where its decimal point falls in them. */
function decimalDigits(value: number, scale: number): { digits: string; point: number } {
  const [mantissa = '', exponent] = String(Math.abs(value)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent ?? 0) + scale;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  return { digits, point };
}

/** A string of decimal digits plus one in its last place ('199' → '200', '99' → '100'). */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

function grouped(whole: string, grouping: NumberStyle['grouping']): string {
  if (whole.length < (grouping === 'always' ? 4 : 5)) return whole;
  const head = whole.length % 3 || 3;
  const groups = [whole.slice(0, head)];
  for (let i = head; i < whole.length; i += 3) groups.push(whole.slice(i, i + 3));
  return groups.join('.');
}

/** `value` written in Italian: '1.234,57', '-0', 'NaN', '∞'. */
export function formatNumber(value: number, style: NumberStyle): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const { digits, point } = decimalDigits(value, style.scale ?? 0);
  const end = point + style.maxFraction;
  let kept = digits.slice(0, end).padEnd(end, '0');
  // Half away from zero: the first digit dropped decides (5 and more round the kept part up).
  if ((digits[end] ?? '0') >= '5') kept = incremented(kept);
  const cut = kept.length - style.maxFraction;
  const whole = kept.slice(0, cut).replace(/^0+(?=\d)/, '') || '0';
  let fraction = kept.slice(cut).replace(/0+$/, '');
  fraction = fraction.padEnd(style.minFraction, '0');
  return `${sign}${grouped(whole, style.grouping)}${fraction ? `,${fraction}` : ''}`;
}
