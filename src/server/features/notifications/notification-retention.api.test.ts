import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { enqueueMessage } from '../../mail/outbox.queries';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertEvent } from '../../test/ticket-rows';
import { MailRetention, RETENTION_DAYS } from './notification-retention';

let t: TestApp;
const NOW = new Date('2026-11-23T09:00:00.000Z');
const DAY = 24 * 60 * 60_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function event(processedDaysAgo: number | null) {
  const id = await insertEvent(t.db, 'ticket_created', crypto.randomUUID(), ago(200));
  if (processedDaysAgo !== null) {
    await t.db
      .updateTable('notification_events')
      .set({ processed_at: ago(processedDaysAgo) })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

async function message(status: 'sent' | 'failed' | 'held', daysAgo: number) {
  const id = await enqueueMessage(
    t.db,
    {
      idempotencyKey: crypto.randomUUID(),
      eventType: 'ticket_created',
      ticketId: null,
      recipient: 'cliente@esempio.it',
      subject: `${status} ${daysAgo}`,
      text: 't',
      html: 'h',
    },
    ago(daysAgo),
  );
  await t.db
    .updateTable('outbox')
    .set({ status, sent_at: status === 'sent' ? ago(daysAgo) : null })
    .where('id', '=', id ?? '')
    .execute();
  return id;
}

const eventIds = async () =>
  (await t.db.selectFrom('notification_events').select('id').execute()).map((r) => r.id).sort();
const subjects = async () =>
  (await t.db.selectFrom('outbox').select('subject').execute()).map((r) => r.subject).sort();

describe('retention of events and sent e-mails', () => {
  it(`deletes processed events and sent e-mails older than ${RETENTION_DAYS} days, daily`, async () => {
    const oldProcessed = await event(RETENTION_DAYS + 1);
    const recentProcessed = await event(RETENTION_DAYS - 1);
    const unprocessed = await event(null);
    await message('sent', RETENTION_DAYS + 1);
    await message('sent', RETENTION_DAYS - 1);
    await message('failed', RETENTION_DAYS + 30);
    await message('held', RETENTION_DAYS + 30);

    let now = NOW;
    const retention = () =>
      new MailRetention({ db: t.db, clock: () => now, logger: createLogger('silent') });
    const first = retention();
    // Two processes at once: plain range deletes, so nothing to coordinate.
    await Promise.all([first.runIfDue(), retention().runIfDue()]);

    expect(await eventIds()).toEqual([recentProcessed, unprocessed].sort());
    expect(await subjects()).toEqual([
      `failed ${RETENTION_DAYS + 30}`,
      `held ${RETENTION_DAYS + 30}`,
      `sent ${RETENTION_DAYS - 1}`,
    ]);

    // Within the same day the process does not look again; a day later it does.
    const later = await event(RETENTION_DAYS + 5);
    now = new Date(NOW.getTime() + DAY - 60_000);
    await first.runIfDue();
    expect(await eventIds()).toContain(later);
    now = new Date(NOW.getTime() + DAY);
    await first.runIfDue();
    expect(await eventIds()).not.toContain(later);
    expect(await eventIds()).not.toContain(oldProcessed);
  });
});
