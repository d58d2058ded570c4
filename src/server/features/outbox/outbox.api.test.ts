import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessageJson } from '../../../shared/outbox';
import { enqueueMessage } from '../../mail/outbox.queries';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn((await t.addUser('admin')).email);
  for (let i = 0; i < 5; i++) {
    const id = await enqueueMessage(
      t.db,
      {
        idempotencyKey: `list-${i}`,
        eventType: 'ticket_created',
        ticketId: null,
        recipient: `cliente${i}@esempio.it`,
        subject: `Messaggio ${i}`,
        text: 'testo',
        html: '<p>testo</p>',
      },
      new Date(Date.UTC(2026, 10, 20, 9, i)).toISOString(),
    );
    ids.push(id ?? '');
  }
  await t.db
    .updateTable('outbox')
    .set({ status: 'failed', attempts: 10, last_error: '451 occupato' })
    .where('id', '=', ids[1] ?? '')
    .execute();
  await t.db
    .updateTable('outbox')
    .set({ status: 'sent', attempts: 1 })
    .where('id', '=', ids[2] ?? '')
    .execute();
});
afterAll(() => t.close());

type Page = { items: OutboxMessageJson[]; next_cursor: string | null };
const list = async (query: string) => {
  const response = await t.request('GET', `/api/outbox${query}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
};

describe('outbox API', () => {
  it('lists messages newest first, a page at a time', async () => {
    const first = await list('?limit=2');
    expect(first.items.map((m) => m.subject)).toEqual(['Messaggio 4', 'Messaggio 3']);
    expect(first.items[0]).toMatchObject({
      recipient: 'cliente4@esempio.it',
      event_type: 'ticket_created',
      event_label: 'Nuovo ticket',
      status: 'pending',
      status_label: 'In coda',
      attempts: 0,
      last_error: null,
      created_at: '2026-11-20T09:04:00.000Z',
      sent_at: null,
    });
    const second = await list(`?limit=2&cursor=${first.next_cursor}`);
    expect(second.items.map((m) => m.subject)).toEqual(['Messaggio 2', 'Messaggio 1']);
    const third = await list(`?limit=2&cursor=${second.next_cursor}`);
    expect(third.items.map((m) => m.subject)).toEqual(['Messaggio 0']);
    expect(third.next_cursor).toBeNull();
  });

  it('filters by status', async () => {
    const { items } = await list('?status=failed');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      subject: 'Messaggio 1',
      attempts: 10,
      last_error: '451 occupato',
    });
  });

  it('refuses a bad status, limit or cursor with 400', async () => {
    for (const query of ['?status=boh', '?limit=0', '?limit=500', '?cursor=%%%']) {
      const response = await t.request('GET', `/api/outbox${query}`, { cookie });
      expect(response.status, query).toBe(400);
    }
  });

  it('puts a failed message back in the queue with its attempts reset', async () => {
    const response = await t.request('POST', `/api/outbox/${ids[1]}/resend`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'pending',
      attempts: 0,
      last_error: null,
    });
  });

  it('refuses to resend a sent message (409) or an unknown one (404)', async () => {
    expect((await t.request('POST', `/api/outbox/${ids[2]}/resend`, { cookie })).status).toBe(409);
    const unknown = await t.request('POST', `/api/outbox/${crypto.randomUUID()}/resend`, {
      cookie,
    });
    expect(unknown.status).toBe(404);
  });

  it('puts every failed and held message back in the queue at once', async () => {
    const [pending, failed, sent, held, alsoFailed] = ids as [
      string,
      string,
      string,
      string,
      string,
    ];
    const mark = (id: string, status: 'failed' | 'held') =>
      t.db
        .updateTable('outbox')
        .set({ status, attempts: 36, last_error: 'non inviato' })
        .where('id', '=', id)
        .execute();
    await mark(failed, 'failed');
    await mark(held, 'held');
    await mark(alsoFailed, 'failed');

    const response = await t.request('POST', '/api/outbox/resend-failed', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ resent: 3 });
    const rows = await t.db
      .selectFrom('outbox')
      .select(['id', 'status', 'attempts', 'last_error'])
      .execute();
    const state = Object.fromEntries(rows.map((r) => [r.id, r]));
    for (const id of [failed, held, alsoFailed]) {
      expect(state[id]).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    }
    expect(state[sent]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(state[pending]).toMatchObject({ status: 'pending' });
    const again = await t.request('POST', '/api/outbox/resend-failed', { cookie });
    expect(await again.json()).toEqual({ resent: 0 });
  });

  it('is for admins only', async () => {
    const employee = await t.signIn((await t.addUser('employee')).email);
    expect((await t.request('GET', '/api/outbox', { cookie: employee })).status).toBe(403);
    const resend = await t.request('POST', '/api/outbox/resend-failed', { cookie: employee });
    expect(resend.status).toBe(403);
  });
});
