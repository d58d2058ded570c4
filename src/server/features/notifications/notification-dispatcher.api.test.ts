import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { eventProcessed, insertEvent, insertTicket } from '../../test/ticket-rows';
import { MAX_EVENT_FAILURES, NotificationDispatcher } from './notification-dispatcher';

/** Events whose processing keeps failing must not hold up the ones behind them. */
let t: TestApp;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 9, minute)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  await poisonOutboxFor('poison-');
});
afterAll(() => t.close());

/** Any outbox insert for a ticket whose id starts with `prefix` fails, on either engine. */
async function poisonOutboxFor(prefix: string) {
  if (t.deps.dialect === 'postgres') {
    await sql`create function poison_outbox() returns trigger language plpgsql as $$
      begin raise exception 'rendering failed'; end $$`.execute(t.db);
    await sql`create trigger poison before insert on outbox for each row
      when (new.ticket_id like ${sql.lit(`${prefix}%`)}) execute function poison_outbox()`.execute(
      t.db,
    );
  } else {
    await sql`create trigger poison before insert on outbox
      when new.ticket_id like ${sql.lit(`${prefix}%`)}
      begin select raise(abort, 'rendering failed'); end`.execute(t.db);
  }
}

const dispatcher = () =>
  new NotificationDispatcher({
    db: t.db,
    dialect: t.deps.dialect,
    clock: () => new Date(),
    logger: createLogger('silent'),
    linkOrigin: ORIGIN,
  });

const processed = (id: string) => eventProcessed(t.db, id);

describe('notification dispatcher', () => {
  it('sets aside events that keep failing, so a newer one gets through', async () => {
    const poisoned: string[] = [];
    for (let i = 0; i < 4; i++) {
      const ticket = await insertTicket(t.db, { id: `poison-${i}`, created_at: at(i) });
      poisoned.push(await insertEvent(t.db, 'ticket_created', ticket.id, at(i)));
    }
    const good = await insertTicket(t.db, { created_at: at(10) });
    const goodEvent = await insertEvent(t.db, 'ticket_created', good.id, at(10));

    // A batch of 4 holds only the failing events: the good one has to wait…
    const worker = dispatcher();
    for (let pass = 1; pass < MAX_EVENT_FAILURES; pass++) {
      expect(await worker.dispatch(4)).toBe(0);
      expect(await processed(goodEvent)).toBe(false);
    }
    // …until they have failed MAX_EVENT_FAILURES times and are set aside.
    expect(await worker.dispatch(4)).toBe(0);
    expect(worker.parked.sort()).toEqual([...poisoned].sort());
    expect(await worker.dispatch(4)).toBe(1);
    expect(await processed(goodEvent)).toBe(true);
    // Set aside is not processed: they stay in the database for the next start to retry.
    for (const id of poisoned) expect(await processed(id)).toBe(false);

    const restarted = dispatcher();
    expect(restarted.parked).toEqual([]);
    await restarted.dispatch(4);
    const failures = await t.db
      .selectFrom('notification_events')
      .select('id')
      .where('processed_at', 'is', null)
      .execute();
    expect(failures.map((r) => r.id).sort()).toEqual([...poisoned].sort());
  });

  it('queues the rest of a batch when one of its events fails', async () => {
    const bad = await insertTicket(t.db, { id: 'poison-batch', created_at: at(20) });
    const badEvent = await insertEvent(t.db, 'ticket_created', bad.id, at(20));
    const goods: string[] = [];
    for (const minute of [19, 21]) {
      const ticket = await insertTicket(t.db, { created_at: at(minute) });
      goods.push(await insertEvent(t.db, 'ticket_created', ticket.id, at(minute)));
    }
    // The four set aside above are failing too: a fresh dispatcher tries them in this batch.
    expect(await dispatcher().dispatch(50)).toBe(2);
    for (const id of goods) expect(await processed(id)).toBe(true);
    expect(await processed(badEvent)).toBe(false);
    const queued = await t.db
      .selectFrom('outbox')
      .select('ticket_id')
      .where('ticket_id', '=', bad.id)
      .execute();
    expect(queued).toEqual([]);
  });

  it('after a restart with the cause fixed, the events set aside go out', async () => {
    await sql`drop trigger poison${t.deps.dialect === 'postgres' ? sql` on outbox` : sql``}`.execute(
      t.db,
    );
    const worker = dispatcher();
    expect(await worker.dispatch(50)).toBe(5); // the five that failed before, one message each
    expect(worker.parked).toEqual([]);
  });
});
