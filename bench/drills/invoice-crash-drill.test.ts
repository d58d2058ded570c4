import { expect, it } from 'vitest';
import { PG_ADMIN_URL, TEST_DIALECT } from '../../src/server/test/test-database';
import { invoiceCrashDrill } from './invoice-crash-drill';

/**
 * kill -9 the real server while 32 clients issue 300 drafts, twice on one install: every issue
 * answered before the kill keeps its number, and the year's numbers stay gap-free, unique and in
 * date order.
 */
it('loses no acknowledged invoice number across 2 kill -9 rounds of concurrent issues', async () => {
  const rounds = await invoiceCrashDrill({
    engine: TEST_DIALECT,
    pgAdminUrl: PG_ADMIN_URL,
    rounds: 2,
    drafts: 300,
    concurrency: 32,
  });
  expect(rounds).toHaveLength(2);
  for (const round of rounds) {
    expect(round.acknowledged).toBeGreaterThanOrEqual(50);
    expect(round).toMatchObject({
      lost: 0,
      duplicateNumbers: 0,
      skippedNumbers: 0,
      datesOutOfOrder: 0,
      duplicateFiles: 0,
    });
  }
}, 180_000);
