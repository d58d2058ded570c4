import { describe, expect, it } from 'vitest';
import { formatNumber, type NumberStyle } from './number-text';

/** Values of every shape: cents, halves on the shortest form (1,005), big, tiny, negative. */
function samples(): number[] {
  const values = [0, -0, 0.5, -0.5, 1.005, 2.675, 0.125, 0.0125, 1e21, 1.5e-7, 123456789.987654];
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 4000; i++) {
    const magnitude = 10 ** Math.floor(random() * 12 - 4);
    const sign = random() < 0.2 ? -1 : 1;
    values.push(sign * Math.round(random() * 1e6) * magnitude * 1e-6);
    values.push((sign * Math.round(random() * 1e7)) / 100); // cents
    values.push((sign * (Math.floor(random() * 1e5) + 0.5)) / 10 ** Math.floor(random() * 4)); // ties
  }
  return values;
}

const cases: [string, NumberStyle, Intl.NumberFormatOptions][] = [
  [
    'money',
    { minFraction: 2, maxFraction: 2, grouping: 'always' },
    { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true },
  ],
  ['count', { minFraction: 0, maxFraction: 3, grouping: 'always' }, { useGrouping: true }],
  ['toLocaleString', { minFraction: 0, maxFraction: 3, grouping: 'min2' }, {}],
  [
    'one decimal',
    { minFraction: 0, maxFraction: 1, grouping: 'min2' },
    { maximumFractionDigits: 1 },
  ],
];

describe('formatNumber', () => {
  for (const [name, style, options] of cases) {
    it(`writes what Intl writes for it-IT: ${name}`, () => {
      const intl = new Intl.NumberFormat('it-IT', options);
      const differ = samples().filter((v) => formatNumber(v, style) !== intl.format(v));
      expect(differ.map((v) => [v, formatNumber(v, style), intl.format(v)])).toEqual([]);
    });
  }

  it('writes a percentage as Intl does, multiplying by 100 exactly', () => {
    const intl = new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 });
    const style: NumberStyle = { minFraction: 0, maxFraction: 1, grouping: 'min2', scale: 2 };
    const differ = samples().filter((v) => `${formatNumber(v, style)}%` !== intl.format(v));
    expect(differ).toEqual([]);
  });

  it('rounds half away from zero on the shortest form, and keeps the sign of -0', () => {
    const money: NumberStyle = { minFraction: 2, maxFraction: 2, grouping: 'always' };
    expect(formatNumber(1.005, money)).toBe('1,01');
    expect(formatNumber(-2.675, money)).toBe('-2,68');
    expect(formatNumber(-0.001, money)).toBe('-0,00');
    expect(formatNumber(999.995, money)).toBe('1.000,00');
    expect(formatNumber(Number.NaN, money)).toBe('NaN');
    expect(formatNumber(-Infinity, money)).toBe('-∞');
  });
});
