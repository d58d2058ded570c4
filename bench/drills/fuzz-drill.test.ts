import { expect, it } from 'vitest';
import { fuzzDrill } from './fuzz-drill';

/** 1,000 generated hostile requests in CI (`npm run drill` sends 10,000). */
it('answers 1,000 hostile requests on every route without a 5xx, a hang, a leak or a change when refusing', async () => {
  const report = await fuzzDrill({ requests: 1000, seed: 17 });
  expect(report.serverErrors).toEqual([]);
  expect(report.hangs).toEqual([]);
  expect(report.leaks).toEqual([]);
  expect(report.changedOnRefusal).toEqual([]);
  expect(report.requests).toBeGreaterThan(950);
  expect(report.byStatus['4xx']).toBeGreaterThan(500);
}, 240_000);
