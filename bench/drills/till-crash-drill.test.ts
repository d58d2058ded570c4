import { expect, it } from 'vitest';
import { PG_ADMIN_URL, TEST_DIALECT } from '../../src/server/test/test-database';
import { tillCrashDrill } from './till-crash-drill';

/**
 * kill -9 the real server 3 times while 8 clients sell, take payments on tickets and reverse,
 * printing on a simulated RT at 100 ms: no acknowledged payment lost, no RT document printed twice
 * (journal against receipts), every `emesso` receipt holding the number the RT gave its own print,
 * every receipt `emesso` or `da_emettere` with its reason.
 */
it('loses no payment and prints no receipt twice across 3 kill -9s at the till', async () => {
  const r = await tillCrashDrill({
    engine: TEST_DIALECT,
    pgAdminUrl: PG_ADMIN_URL,
    kills: 3,
    clients: 8,
    burstMs: 6000,
    settleMs: 10_000,
    rtLatencyMs: 100,
  });
  // Enough of each kind that the checks below cannot pass on nothing.
  expect(r.sales).toBeGreaterThanOrEqual(5);
  expect(r.ticketPayments).toBeGreaterThanOrEqual(5);
  expect(r.reversals).toBeGreaterThanOrEqual(1);
  expect(r.journalPrints).toBeGreaterThanOrEqual(10);
  expect(r).toMatchObject({
    serverErrors: 0,
    paymentsLost: 0,
    printedTwice: 0,
    emittedUnprinted: 0,
    wrongRtNumber: 0,
    notVisible: 0,
  });
}, 90_000);
