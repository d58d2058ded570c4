import { beforeEach, describe, expect, it } from 'vitest';
import { closedPort, startSmtpCapture } from '../test/smtp-capture';
import { TEST_DIALECT } from '../test/test-database';
import { DEFAULT_RETRY_POLICY, deliverDue, retryDelayMs, retryWindowMs } from './outbox-delivery';
import { deliveryContext, outboxRow, outboxSuite, queueMessage } from './outbox-test-kit';

const suite = outboxSuite();

let now: Date;
const T0 = new Date('2026-11-23T09:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 60 * 60_000;

beforeEach(async () => {
  now = T0;
});

const context = (smtpUrl = suite.smtp.url) =>
  deliveryContext({ database: suite.database, smtpUrl, clock: () => now });
const queue = (key: string) => queueMessage(suite.database.db, key, now);
const row = (id: string) => outboxRow(suite.database.db, id);

describe('the default retry policy', () => {
  it('keeps trying for more than a day and less than two, never waiting over an hour', () => {
    const window = retryWindowMs(DEFAULT_RETRY_POLICY);
    expect(window).toBeGreaterThan(24 * HOUR);
    expect(window).toBeLessThan(48 * HOUR);
    expect(retryDelayMs(DEFAULT_RETRY_POLICY, 1)).toBe(30_000);
    expect(retryDelayMs(DEFAULT_RETRY_POLICY, 2)).toBe(60_000);
    expect(retryDelayMs(DEFAULT_RETRY_POLICY, 30)).toBe(HOUR);
    // The lease covers one whole SMTP conversation with room to spare.
    expect(DEFAULT_RETRY_POLICY.leaseMs).toBeGreaterThan(DEFAULT_RETRY_POLICY.sendTimeoutMs);
  });
});

describe(`outbox retries on ${TEST_DIALECT}`, () => {
  it('SMTP down: retries with exponential back-off, then gives up as failed', async () => {
    const ctx = context(`smtp://127.0.0.1:${await closedPort()}`);
    const id = await queue('down');
    await deliverDue(ctx, { limit: 10 });
    let state = await row(id);
    expect(state).toMatchObject({ status: 'pending', attempts: 1 });
    expect(state.last_error).toBeTruthy();
    expect(new Date(state.next_attempt_at).toISOString()).toBe(later(30_000).toISOString());

    now = later(29_000);
    expect(await deliverDue(ctx, { limit: 10 })).toBe(0);
    now = later(30_000);
    expect(await deliverDue(ctx, { limit: 10 })).toBe(1);
    state = await row(id);
    expect(state).toMatchObject({ status: 'pending', attempts: 2 });
    expect(new Date(state.next_attempt_at).toISOString()).toBe(later(90_000).toISOString());

    now = later(90_000);
    await deliverDue(ctx, { limit: 10 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3 });
    now = later(10 * 60_000);
    expect(await deliverDue(ctx, { limit: 10 })).toBe(0);
  });

  it('SMTP back after an outage: the queued message arrives exactly once', async () => {
    const port = await closedPort();
    const ctx = context(`smtp://127.0.0.1:${port}`);
    const id = await queue('outage');
    await deliverDue(ctx, { limit: 10 });
    const revived = await startSmtpCapture({ port });
    try {
      now = later(30_000);
      await deliverDue(ctx, { limit: 10 });
      now = later(10 * 60_000);
      await deliverDue(ctx, { limit: 10 });
      expect(revived.messages).toHaveLength(1);
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    } finally {
      await revived.close();
    }
  });

  it('retries a 451 and fails a 550 at once', async () => {
    const temporary = await queue('451');
    suite.smtp.mode = 'tempfail';
    await deliverDue(context(), { limit: 10 });
    expect(await row(temporary)).toMatchObject({ status: 'pending', attempts: 1 });
    await suite.database.db.deleteFrom('outbox').execute();

    const permanent = await queue('550');
    suite.smtp.mode = 'permfail';
    await deliverDue(context(), { limit: 10 });
    expect(await row(permanent)).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
