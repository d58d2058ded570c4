import { expect, it } from 'vitest';
import { sdiOutageDrill } from './sdi-outage-drill';

/** The intermediary down through 50 issues in CI (200 and at least 20 s in `npm run drill`). */
it('delivers every invoice issued while the intermediary was down, each sent exactly once', async () => {
  const report = await sdiOutageDrill({ invoices: 50, outageMs: 3000 });
  expect(report.refusedDuringOutage).toBeGreaterThan(0);
  expect(report).toMatchObject({ loggedSends: 50, distinctKeys: 50, delivered: 50 });
}, 240_000);
