import { beforeEach, describe, expect, it } from 'vitest';
import { MailWorker } from '../jobs/mail-worker';
import { createLogger } from '../logger';
import { TEST_DIALECT } from '../test/test-database';
import { createSmtpSender } from './mail-sender';
import { fixedSender } from './mail-senders';
import { outboxRow, outboxSuite, queueMessage } from './outbox-test-kit';
import { HELD_REASON, holdDueMessages } from './outbox-upkeep.queries';

/** SMTP_URL missing: messages are held; set it and restart, and the recent ones leave. */
const suite = outboxSuite();
let now: Date;
const T0 = new Date('2026-11-23T09:00:00.000Z');
const HOUR = 60 * 60_000;

beforeEach(async () => {
  now = T0;
});

/** One app process: with SMTP_URL set or not. */
function worker(smtpConfigured: boolean) {
  return new MailWorker({
    db: suite.database.db,
    dialect: suite.database.dialect,
    logger: createLogger('silent'),
    clock: () => now,
    senders: fixedSender(
      smtpConfigured
        ? createSmtpSender({ smtpUrl: suite.smtp.url, from: 'sportello@test.it' })
        : null,
    ),
    linkOrigin: 'http://localhost',
  });
}

const row = (id: string) => outboxRow(suite.database.db, id);

describe(`held messages on ${TEST_DIALECT}`, () => {
  it('without SMTP_URL due messages are held, with the reason', async () => {
    const id = await queueMessage(suite.database.db, 'held', now);
    expect(await holdDueMessages(suite.database.db, now.toISOString())).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'held', last_error: HELD_REASON, attempts: 0 });
  });

  it('after a restart with SMTP_URL, messages held in the last 48 hours are sent, once', async () => {
    const offline = worker(false);
    now = new Date(T0.getTime() - 50 * HOUR);
    const stale = await queueMessage(suite.database.db, 'two-days-ago', now);
    now = new Date(T0.getTime() - 47 * HOUR);
    const recent = await queueMessage(suite.database.db, 'yesterday', now);
    await offline.runOnce();
    now = T0;
    const today = await queueMessage(suite.database.db, 'today', now);
    await offline.runOnce();
    for (const id of [stale, recent, today]) {
      expect(await row(id)).toMatchObject({ status: 'held' });
    }

    const restarted = worker(true);
    await restarted.runOnce();
    await restarted.runOnce();
    expect(suite.smtp.messages.map((m) => m.parsed.subject).sort()).toEqual([
      'Messaggio today',
      'Messaggio yesterday',
    ]);
    expect(await row(recent)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(await row(today)).toMatchObject({ status: 'sent', attempts: 1 });
    // Too old to surprise a customer with now: it waits for an admin's "resend".
    expect(await row(stale)).toMatchObject({ status: 'held', last_error: HELD_REASON });
    await restarted.stop();
  });

  it('releases once per start, so a process still without SMTP_URL cannot ping-pong rows', async () => {
    const sending = worker(true);
    await sending.runOnce(); // its start-up release: nothing held yet
    const id = await queueMessage(suite.database.db, 'late', now);
    await worker(false).runOnce(); // a second process, misconfigured, holds it
    await sending.runOnce();
    expect(await row(id)).toMatchObject({ status: 'held' });
    expect(suite.smtp.messages).toHaveLength(0);
    await worker(true).runOnce(); // the misconfigured one restarted with SMTP_URL set
    expect(await row(id)).toMatchObject({ status: 'sent' });
    await sending.stop();
  });
});
