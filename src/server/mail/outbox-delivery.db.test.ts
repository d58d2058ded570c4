import { describe, expect, it } from 'vitest';
import { headerLines } from '../test/smtp-capture';
import { TEST_DIALECT } from '../test/test-database';
import { messageIdDomain, messageIdFor } from './mail-sender';
import { enqueueMessage } from './outbox.queries';
import { deliverDue } from './outbox-delivery';
import { deliveryContext, outboxRow, outboxSuite, queueMessage } from './outbox-test-kit';

const suite = outboxSuite();

const NOW = new Date('2026-11-23T09:00:00.000Z');

const context = () =>
  deliveryContext({ database: suite.database, smtpUrl: suite.smtp.url, clock: () => NOW });
const queue = (key: string, overrides?: { recipient?: string; subject?: string }) =>
  queueMessage(suite.database.db, key, NOW, overrides);

describe(`outbox delivery on ${TEST_DIALECT}`, () => {
  it('delivers a message once, marks it sent and never queues the same key twice', async () => {
    const id = await queue('a');
    expect(await deliverDue(context(), { limit: 10 })).toBe(1);
    expect(await deliverDue(context(), { limit: 10 })).toBe(0);
    expect(suite.smtp.messages).toHaveLength(1);
    expect(suite.smtp.messages[0]?.rcptTo).toEqual(['cliente@esempio.it']);
    expect(suite.smtp.messages[0]?.parsed.subject).toBe('Messaggio a');
    expect(await outboxRow(suite.database.db, id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
    });
    const again = await enqueueMessage(
      suite.database.db,
      {
        idempotencyKey: 'a',
        eventType: 'test_email',
        ticketId: null,
        recipient: 'x@y.it',
        subject: 's',
        text: 't',
        html: 'h',
      },
      NOW.toISOString(),
    );
    expect(again).toBeNull();
  });

  it('gives every message a Message-ID derived from its idempotency key', async () => {
    await queue('event-1:new-ticket-customer:mario@esempio.it');
    await queue('event-2:new-ticket-customer:mario@esempio.it');
    await deliverDue(context(), { limit: 10 });
    const ids = suite.smtp.messages.map((m) => m.parsed.messageId);
    expect(ids).toEqual([
      messageIdFor('event-1:new-ticket-customer:mario@esempio.it', 'test.it'),
      messageIdFor('event-2:new-ticket-customer:mario@esempio.it', 'test.it'),
    ]);
    expect(ids[0]).not.toBe(ids[1]);
    // A second attempt at the same event (after a crash) carries the same Message-ID.
    expect(messageIdFor('k', 'test.it')).toBe(messageIdFor('k', 'test.it'));
    // The key (an event id and an address) is not readable in the header.
    expect(ids[0]).toMatch(/^<[0-9a-f]{40}@test\.it>$/);
  });

  it('takes the Message-ID domain from the sender, else a reserved placeholder', () => {
    expect(messageIdDomain('Sportello <sportello@negozio.it>')).toBe('negozio.it');
    expect(messageIdDomain('avvisi@officina-rossi.it')).toBe('officina-rossi.it');
    expect(messageIdDomain('Sportello')).toBe('sportello.invalid');
    expect(messageIdDomain('x@bad domain>')).toBe('sportello.invalid');
  });

  it('never lets CR/LF in a recipient or subject add a recipient or a header', async () => {
    const badRecipient = await queue('rcpt', {
      recipient: 'cliente@esempio.it\r\nBcc: spia@evil.it',
    });
    const listRecipient = await queue('list', { recipient: 'cliente@esempio.it,spia@evil.it' });
    await queue('subject', {
      subject: 'Ciao\r\nBcc: spia@evil.it\r\nX-Injected: 1\u2028Cc: altro@evil.it',
    });
    await deliverDue(context(), { limit: 10 });
    expect(await outboxRow(suite.database.db, badRecipient)).toMatchObject({ status: 'failed' });
    expect(await outboxRow(suite.database.db, listRecipient)).toMatchObject({ status: 'failed' });
    expect(suite.smtp.messages).toHaveLength(1);
    const [mail] = suite.smtp.messages;
    expect(mail?.rcptTo).toEqual(['cliente@esempio.it']);
    const headers = headerLines(mail?.raw ?? '').map((h) => h.split(':')[0]?.toLowerCase());
    expect(headers).not.toContain('bcc');
    expect(headers).not.toContain('cc');
    expect(headers).not.toContain('x-injected');
    expect(mail?.parsed.subject).toBe('Ciao Bcc: spia@evil.it X-Injected: 1 Cc: altro@evil.it');
  });
});
