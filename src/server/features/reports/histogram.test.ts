import { describe, expect, it } from 'vitest';
import { percentiles } from './histogram';

describe('percentiles', () => {
  it('reads the nearest rank from whole-day bins', () => {
    // 1,1,2,3,3,3,4,5,9,20 days
    const bins = new Map([
      [1, 2],
      [2, 1],
      [3, 3],
      [4, 1],
      [5, 1],
      [9, 1],
      [20, 1],
    ]);
    expect(percentiles(bins)).toEqual({ tickets: 10, median_days: 3, p90_days: 9 });
  });

  it('has no figures without tickets', () => {
    expect(percentiles(new Map())).toEqual({ tickets: 0, median_days: null, p90_days: null });
  });
});
