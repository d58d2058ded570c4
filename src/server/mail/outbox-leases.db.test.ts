import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../test/smtp-capture';
import { TEST_DIALECT } from '../test/test-database';
import { claimDue, recordOutcome } from './outbox.queries';
import {
  assertLeaseCoversSend,
  DEFAULT_RETRY_POLICY,
  type DeliveryContext,
  deliverClaimed,
  deliverDue,
} from './outbox-delivery';
import {
  deliveryContext,
  outboxRow,
  outboxSuite,
  queueMessage,
  secondConnection,
} from './outbox-test-kit';

const suite = outboxSuite();

/** Several workers (processes) on one database: every message leaves once. */
let now: Date;
const T0 = new Date('2026-11-23T09:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

beforeEach(async () => {
  now = T0;
});

const context = () =>
  deliveryContext({ database: suite.database, smtpUrl: suite.smtp.url, clock: () => now });
const queue = (key: string) => queueMessage(suite.database.db, key, now);
const row = (id: string) => outboxRow(suite.database.db, id);

describe(`outbox leases on ${TEST_DIALECT}`, () => {
  it('a claim takes at most the messages asked for, under one lease', async () => {
    for (let i = 0; i < 5; i++) await queue(`claim-${i}`);
    const claim = () =>
      claimDue(suite.database.db, suite.database.dialect, {
        now: now.toISOString(),
        leaseUntil: later(60_000).toISOString(),
        limit: 2,
      });
    expect(await claim()).toHaveLength(2);
    expect(await claim()).toHaveLength(2);
    expect(await claim()).toHaveLength(1);
    const statuses = await suite.database.db.selectFrom('outbox').select('status').execute();
    expect(statuses.every((r) => r.status === 'sending')).toBe(true);
  });

  it('two workers on two connections racing over the same rows deliver each message once', async () => {
    for (let i = 0; i < 24; i++) await queue(`race-${i}`);
    const other = await secondConnection(suite.database);
    try {
      const drain = async (ctx: DeliveryContext) => {
        while ((await deliverDue(ctx, { limit: 3 })) > 0);
      };
      const elsewhere = deliveryContext({
        database: suite.database,
        db: other.db,
        smtpUrl: suite.smtp.url,
        clock: () => now,
      });
      await Promise.all([drain(context()), drain(elsewhere), drain(context())]);
    } finally {
      await other.destroy();
    }
    const subjects = suite.smtp.messages.map((m) => m.parsed.subject).sort();
    expect(subjects).toHaveLength(24);
    expect(new Set(subjects).size).toBe(24);
    const attempts = await suite.database.db.selectFrom('outbox').select('attempts').execute();
    expect(attempts.every((r) => r.attempts === 1)).toBe(true);
  });

  it('with a slow SMTP server, two workers asking for big batches still send each message once', async () => {
    // Each message takes 400 ms; a lease lasts 1.5 s. Claiming a batch of 6 under one lease (the
    // old way) left the later ones to expire while still queued locally, and the other worker
    // took them over and sent them too.
    const slow = await startSmtpCapture({ delayMs: 400 });
    const other = await secondConnection(suite.database);
    const policy = { leaseMs: 1_500, sendTimeoutMs: 1_200 };
    const clock = () => new Date();
    const first = deliveryContext({ database: suite.database, smtpUrl: slow.url, clock, policy });
    const second = deliveryContext({
      database: suite.database,
      db: other.db,
      smtpUrl: slow.url,
      clock,
      policy,
    });
    try {
      for (let i = 0; i < 6; i++) await queueMessage(suite.database.db, `slow-${i}`, new Date());
      const keepPolling = async (ctx: DeliveryContext) => {
        const until = Date.now() + 5_000;
        while (Date.now() < until && slow.messages.length < 6) {
          await deliverDue(ctx, { limit: 10 });
          await sleep(40);
        }
      };
      await Promise.all([deliverDue(first, { limit: 10 }), keepPolling(second)]);
    } finally {
      await other.destroy();
      await slow.close();
    }
    const subjects = slow.messages.map((m) => m.parsed.subject).sort();
    expect(subjects).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Messaggio slow-${i}`));
    const rows = await suite.database.db
      .selectFrom('outbox')
      .select(['status', 'attempts', 'last_error'])
      .execute();
    expect(rows).toEqual(
      Array.from({ length: 6 }, () => ({ status: 'sent', attempts: 1, last_error: null })),
    );
  });

  it('a worker that lost its lease before sending does not send', async () => {
    const id = await queue('stalled');
    // Worker A claims and then stalls (GC pause, suspended VM) past its lease…
    const [stale] = await claimDue(suite.database.db, suite.database.dialect, {
      now: now.toISOString(),
      leaseUntil: later(1000).toISOString(),
      limit: 1,
    });
    if (!stale) throw new Error('not claimed');
    now = later(1000);
    // …worker B takes the message over and delivers it…
    expect(await deliverDue(context(), { limit: 10 })).toBe(1);
    // …and when A wakes up, its lease check stops it from sending a second copy.
    await deliverClaimed(context(), stale);
    expect(suite.smtp.messages).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('restart mid-flight: an expired lease is taken over and the message sent once', async () => {
    const id = await queue('crash');
    // A worker claims the message and dies before sending.
    await claimDue(suite.database.db, suite.database.dialect, {
      now: now.toISOString(),
      leaseUntil: later(DEFAULT_RETRY_POLICY.leaseMs).toISOString(),
      limit: 10,
    });
    now = later(60_000);
    expect(await deliverDue(context(), { limit: 10 })).toBe(0); // the lease still holds
    now = later(DEFAULT_RETRY_POLICY.leaseMs);
    expect(await deliverDue(context(), { limit: 10 })).toBe(1);
    expect(await deliverDue(context(), { limit: 10 })).toBe(0);
    expect(suite.smtp.messages).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a worker whose lease ran out cannot overwrite the result of the one that took over', async () => {
    const id = await queue('slow');
    const [stale] = await claimDue(suite.database.db, suite.database.dialect, {
      now: now.toISOString(),
      leaseUntil: later(1000).toISOString(),
      limit: 1,
    });
    now = later(1000);
    await deliverDue(context(), { limit: 10 });
    if (!stale) throw new Error('not claimed');
    const recorded = await recordOutcome(
      suite.database.db,
      stale,
      { status: 'failed', error: 'timeout' },
      now.toISOString(),
    );
    expect(recorded).toBe(false);
    expect(await row(id)).toMatchObject({ status: 'sent' });
  });

  it('refuses a policy whose lease is shorter than one send', () => {
    expect(() => assertLeaseCoversSend({ ...DEFAULT_RETRY_POLICY, leaseMs: 60_000 })).toThrow(
      /leaseMs/,
    );
  });
});
