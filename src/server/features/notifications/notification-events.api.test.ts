import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { eventProcessed, insertEvent, insertTicket } from '../../test/ticket-rows';
import { NotificationDispatcher } from './notification-dispatcher';
import { readPayload } from './notification-events';

/** One schema per event, for the writer and the readers (no more casts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = new Date(Date.UTC(2026, 10, 23, 9)).toISOString();
const outboxFor = (ticketId: string) =>
  t.db
    .selectFrom('outbox')
    .select(['event_type', 'recipient'])
    .where('ticket_id', '=', ticketId)
    .execute();
const processed = (id: string) => eventProcessed(t.db, id);

describe('notification event payloads', () => {
  it('reads a well-formed status change with its types', () => {
    const payload = readPayload(
      'ticket_status_changed',
      JSON.stringify({
        ticket_number: 'FM-1',
        from: 'In lavorazione',
        to: 'Chiuso',
        changed_by: null,
      }),
    );
    expect(payload).toEqual({
      ticket_number: 'FM-1',
      from: 'In lavorazione',
      to: 'Chiuso',
      changed_by: null,
    });
  });

  it('refuses a payload that is not JSON or not of its event', () => {
    expect(() => readPayload('ticket_status_changed', 'non json')).toThrow(/not JSON/);
    expect(() =>
      readPayload('ticket_status_changed', JSON.stringify({ ticket_number: 'FM-1', to: 5 })),
    ).toThrow(/ticket_status_changed/);
  });

  it('a malformed stored event sends nothing and stays for a retry, and the next one goes out', async () => {
    const dispatcher = new NotificationDispatcher({
      db: t.db,
      dialect: t.deps.dialect,
      clock: () => new Date(),
      logger: createLogger('silent'),
      linkOrigin: ORIGIN,
    });
    const broken = await insertTicket(t.db, { customer_email: 'rotto@example.it', created_at: at });
    const brokenEvent = await insertEvent(t.db, 'ticket_status_changed', broken.id, at, {
      to: 'Stato inventato',
    });
    const good = await insertTicket(t.db, {
      customer_email: 'buono@example.it',
      status: 'Chiuso',
      created_at: at,
    });
    const goodEvent = await insertEvent(t.db, 'ticket_status_changed', good.id, at, {
      ticket_number: good.ticket_number,
      from: 'In lavorazione',
      to: 'Chiuso',
      changed_by: null,
    });

    await dispatcher.dispatch(10);
    expect(await processed(brokenEvent)).toBe(false);
    expect(await outboxFor(broken.id)).toEqual([]);
    expect(await processed(goodEvent)).toBe(true);
    expect(await outboxFor(good.id)).toEqual([
      { event_type: 'ticket_status_changed', recipient: 'buono@example.it' },
    ]);
  });
});
