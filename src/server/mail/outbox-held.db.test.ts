import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailWorker } from '../jobs/mail-worker';
import { createLogger } from '../logger';
import { type SmtpCapture, startSmtpCapture } from '../test/smtp-capture';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/test-database';
import { createSmtpSender } from './mail-sender';
import { outboxRow, queueMessage } from './outbox-test-kit';
import { HELD_REASON, holdDueMessages } from './outbox-upkeep.queries';

/** SMTP_URL missing: messages are held; set it and restart, and the recent ones leave. */
let database: TestDatabase;
let smtp: SmtpCapture;
let now: Date;
const T0 = new Date('2026-11-23T09:00:00.000Z');
const HOUR = 60 * 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await database.destroy();
});
beforeEach(async () => {
  now = T0;
  smtp.messages.length = 0;
  await database.db.deleteFrom('outbox').execute();
});

/** One app process: with SMTP_URL set or not. */
function worker(smtpConfigured: boolean) {
  return new MailWorker({
    db: database.db,
    dialect: database.dialect,
    logger: createLogger('silent'),
    clock: () => now,
    sender: smtpConfigured
      ? createSmtpSender({ smtpUrl: smtp.url, from: 'sportello@test.it' })
      : null,
    linkOrigin: 'http://localhost',
  });
}

const row = (id: string) => outboxRow(database.db, id);

describe(`held messages on ${TEST_DIALECT}`, () => {
  it('without SMTP_URL due messages are held, with the reason', async () => {
    const id = await queueMessage(database.db, 'held', now);
    expect(await holdDueMessages(database.db, now.toISOString())).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'held', last_error: HELD_REASON, attempts: 0 });
  });

  it('after a restart with SMTP_URL, messages held in the last 48 hours are sent, once', async () => {
    const offline = worker(false);
    now = new Date(T0.getTime() - 50 * HOUR);
    const stale = await queueMessage(database.db, 'two-days-ago', now);
    now = new Date(T0.getTime() - 47 * HOUR);
    const recent = await queueMessage(database.db, 'yesterday', now);
    await offline.runOnce();
    now = T0;
    const today = await queueMessage(database.db, 'today', now);
    await offline.runOnce();
    for (const id of [stale, recent, today]) {
      expect(await row(id)).toMatchObject({ status: 'held' });
    }

    const restarted = worker(true);
    await restarted.runOnce();
    await restarted.runOnce();
    expect(smtp.messages.map((m) => m.parsed.subject).sort()).toEqual([
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
    const id = await queueMessage(database.db, 'late', now);
    await worker(false).runOnce(); // a second process, misconfigured, holds it
    await sending.runOnce();
    expect(await row(id)).toMatchObject({ status: 'held' });
    expect(smtp.messages).toHaveLength(0);
    await worker(true).runOnce(); // the misconfigured one restarted with SMTP_URL set
    expect(await row(id)).toMatchObject({ status: 'sent' });
    await sending.stop();
  });
});
