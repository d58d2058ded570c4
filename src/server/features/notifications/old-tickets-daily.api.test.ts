import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OldTicketsJob } from '../../jobs/old-tickets-job';
import { createLogger } from '../../logger';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertTicket } from '../../test/ticket-rows';
import { writeSettings } from '../settings/settings.service';

/** The daily job with an injected clock: several processes, restarts, and the next day. */
const DAY = 24 * 60 * 60 * 1000;
// 08:30 in Rome (CET, UTC+1).
const MONDAY = new Date('2026-11-23T07:30:00.000Z');
let now = MONDAY;
let smtp: SmtpCapture;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url, clock: () => now });
  await writeSettings(t.db, { email_admin_address: 'capo@negozio.it' }, MONDAY.toISOString());
  await insertTicket(t.db, { created_at: new Date(MONDAY.getTime() - 10 * DAY).toISOString() });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('old-ticket job', () => {
  it('runs daily from the Rome hour: one notice a day across two restarts, and again the next day', async () => {
    const startProcess = () =>
      new OldTicketsJob({
        db: t.db,
        logger: createLogger('silent'),
        clock: () => now,
        mail: t.mail,
        hour: 9,
      });
    const keys = async () =>
      (await t.db.selectFrom('outbox').select('idempotency_key').execute())
        .map((r) => r.idempotency_key)
        .sort();
    const first = startProcess();
    await first.runIfDue(); // 08:30: too early
    expect(await keys()).toEqual([]);
    now = new Date('2026-11-23T08:00:00.000Z'); // 09:00 in Rome
    await first.runIfDue();
    const restarted = startProcess();
    await restarted.runIfDue(); // the first restart
    const restartedAgain = startProcess();
    await restartedAgain.runIfDue(); // the second restart
    await Promise.all([startProcess().runIfDue(), startProcess().runIfDue()]); // two processes at once
    await first.runIfDue();
    expect(await keys()).toEqual(['old-tickets:2026-11-23']);
    await t.mail.runOnce();
    expect(smtp.messages).toHaveLength(1);

    // The next Rome day, after its hour: a new notice, once, whoever runs first.
    now = new Date('2026-11-24T08:05:00.000Z');
    await restartedAgain.runIfDue();
    await startProcess().runIfDue(); // and a third restart that day
    await first.runIfDue();
    expect(await keys()).toEqual(['old-tickets:2026-11-23', 'old-tickets:2026-11-24']);
    await t.mail.runOnce();
    expect(smtp.messages.map((m) => m.rcptTo)).toEqual([['capo@negozio.it'], ['capo@negozio.it']]);
  });
});
