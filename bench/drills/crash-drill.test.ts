import { expect, it } from 'vitest';
import { PG_ADMIN_URL, TEST_DIALECT } from '../../src/server/test/test-database';
import { crashDrill } from './crash-drill';

/**
 * Crash drill: kill -9 the real server (its own process, `npm start`'s entry) while 1,000
 * creates, status changes and payments arrive, 3 times in a row on one install; `npm run drill` does 20.
 */
it('loses no acknowledged ticket, status change or payment across 3 kill -9 rounds', async () => {
  const rounds = await crashDrill({
    engine: TEST_DIALECT,
    pgAdminUrl: PG_ADMIN_URL,
    rounds: 3,
    creates: 1000,
    concurrency: 32,
  });
  expect(rounds).toHaveLength(3);
  for (const round of rounds) {
    expect(round.acknowledged).toBeGreaterThanOrEqual(200);
    expect(round.statusChanges).toBeGreaterThan(0);
    expect(round.payments).toBeGreaterThan(0);
    expect(round).toMatchObject({
      lost: 0,
      duplicateNumbers: 0,
      skippedNumbers: 0,
      missingEvents: 0,
      integrity: 'ok',
    });
  }
}, 180_000);
