import { expect, it } from 'vitest';
import { PG_ADMIN_URL, TEST_DIALECT } from '../../src/server/test/test-database';
import { checkoutCrashDrill } from './checkout-crash-drill';

/**
 * kill -9 the real server while 32 clients issue 200 drafts and pay 50 tickets of 30,00 € (four
 * attempts each, every fifth payment reversed), twice on one install: every issue, payment and
 * storno answered before the kill is stored as answered, no payment row is doubled, no ticket
 * holds more than its price, and the year's numbers stay gap-free, unique and in date order.
 */
it('loses no acknowledged number or payment across 2 kill -9 rounds at the checkout', async () => {
  const rounds = await checkoutCrashDrill({
    engine: TEST_DIALECT,
    pgAdminUrl: PG_ADMIN_URL,
    rounds: 2,
    drafts: 200,
    tickets: 50,
    concurrency: 32,
  });
  expect(rounds).toHaveLength(2);
  for (const round of rounds) {
    // Enough of each kind before the kill that the checks below cannot pass on nothing.
    expect(round.issues).toBeGreaterThanOrEqual(30);
    expect(round.payments).toBeGreaterThanOrEqual(30);
    expect(round.stornos).toBeGreaterThanOrEqual(3);
    expect(round.overpaymentsRefused).toBeGreaterThanOrEqual(1);
    expect(round.unexpectedSamples, 'answers neither the success nor the refusal').toEqual([]);
    expect(round).toMatchObject({
      unexpectedAnswers: 0,
      numbersLost: 0,
      paymentsLost: 0,
      duplicateNumbers: 0,
      duplicatePayments: 0,
      skippedNumbers: 0,
      datesOutOfOrder: 0,
      duplicateFiles: 0,
      overPrice: 0,
      paidMismatch: 0,
    });
  }
}, 180_000);
