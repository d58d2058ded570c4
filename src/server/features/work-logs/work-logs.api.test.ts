import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeToday } from '../../../shared/format';
import { ACCESS_DENIED } from '../../../shared/roles';
import {
  WORK_LOG_MESSAGES,
  type WorkLogDto,
  type WorkLogsPageDto,
} from '../../../shared/work/work-logs';
import { WORK_TYPE_MESSAGES, type WorkTypeDto } from '../../../shared/work/work-types';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Work types and work logs through the API: prices, rights, month ranges, CSV. */
let t: TestApp;
/** The server's clock: each test sets the day it logs on (non-admins log this and last month). */
let now = new Date('2025-02-15T10:00:00Z');
const onDay = (day: string) => {
  now = new Date(`${day}T10:00:00Z`);
};
const as: Record<'admin' | 'owner' | 'other', { id: string; cookie: string }> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  for (const [key, role] of [
    ['admin', 'admin'],
    ['owner', 'employee'],
    ['other', 'user'],
  ] as const) {
    const user = await t.addUser(role);
    as[key] = { id: user.id, cookie: await t.signIn(user.email) };
  }
});
afterAll(() => t.close());

const call = (who: keyof typeof as, method: string, path: string, body?: unknown) =>
  t.request(method, path, { cookie: as[who].cookie, body });

async function newType(name: string, price: unknown): Promise<WorkTypeDto> {
  const response = await call('admin', 'POST', '/api/work-types', { name, price });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<WorkTypeDto>(response);
}

async function log(who: keyof typeof as, body: Record<string, unknown>): Promise<WorkLogDto> {
  const response = await call(who, 'POST', '/api/work-logs', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<WorkLogDto>(response);
}

const month = async (who: keyof typeof as, query: string) =>
  readJson<WorkLogsPageDto>(await call(who, 'GET', `/api/work-logs?${query}`));

describe('work types', () => {
  it('are managed by admins only; everyone reads them', async () => {
    const type = await newType('Diagnosi', '25,50');
    expect(type).toMatchObject({ name: 'Diagnosi', price: 25.5, log_count: 0 });
    for (const who of ['owner', 'other'] as const) {
      expect((await call(who, 'POST', '/api/work-types', { name: 'X', price: 1 })).status).toBe(
        403,
      );
      const patch = await call(who, 'PATCH', `/api/work-types/${type.id}`, { name: 'X', price: 1 });
      expect(patch.status).toBe(403);
      expect((await errorBody(patch)).error.message).toBe(ACCESS_DENIED);
      expect((await call(who, 'DELETE', `/api/work-types/${type.id}`)).status).toBe(403);
      expect((await call(who, 'GET', '/api/work-types')).status).toBe(200);
    }
  });

  it("says 'Nome e prezzo obbligatori' for a blank name or a price missing, zero or negative", async () => {
    for (const body of [
      { name: '  ', price: 10 },
      { name: 'Pulizia' },
      { name: 'Pulizia', price: 0 },
      { name: 'Pulizia', price: -5 },
      { name: 'Pulizia', price: 'abc' },
    ]) {
      const response = await call('admin', 'POST', '/api/work-types', body);
      expect(response.status).toBe(400);
      expect((await errorBody(response)).error.message).toBe(WORK_TYPE_MESSAGES.required);
    }
  });

  it('refuses to delete a type in use, which can still be renamed; entries keep their price', async () => {
    const type = await newType('Recupero dati', 80);
    const entry = await log('owner', { work_type_id: type.id, quantity: 2 });
    expect(entry).toMatchObject({ unit_price: 80, total: 160, date: romeToday(now), quantity: 2 });
    const refused = await call('admin', 'DELETE', `/api/work-types/${type.id}`);
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).error.message).toBe(
      "Impossibile eliminare il tipo di lavorazione: c'è 1 lavorazione registrata. Puoi rinominarlo.",
    );
    const renamed = await call('admin', 'PATCH', `/api/work-types/${type.id}`, {
      name: 'Recupero dati HDD',
      price: 95,
    });
    expect(await readJson<WorkTypeDto>(renamed)).toMatchObject({
      name: 'Recupero dati HDD',
      price: 95,
    });
    const day = await month('owner', `date=${romeToday(now)}`);
    const kept = day.items.find((i) => i.id === entry.id);
    expect(kept).toMatchObject({
      unit_price: 80,
      total: 160,
      work_type: { name: 'Recupero dati HDD' },
    });
    const unused = await newType('Da eliminare', 1);
    expect((await call('admin', 'DELETE', `/api/work-types/${unused.id}`)).status).toBe(204);
  });
});

describe('work logs', () => {
  let type: WorkTypeDto;
  beforeAll(async () => {
    type = await newType('Sostituzione schermo', '45,00');
  });

  it('needs a type and a quantity of at least 1 (default 1)', async () => {
    onDay('2025-02-15');
    expect((await call('owner', 'POST', '/api/work-logs', { quantity: 1 })).status).toBe(400);
    const zero = await call('owner', 'POST', '/api/work-logs', {
      work_type_id: type.id,
      quantity: 0,
    });
    expect(zero.status).toBe(400);
    const unknown = await call('owner', 'POST', '/api/work-logs', {
      work_type_id: crypto.randomUUID(),
    });
    expect(unknown.status).toBe(400);
    expect((await log('owner', { work_type_id: type.id, date: '2025-02-01' })).quantity).toBe(1);
  });

  it('counts February and 30-day months by their real days', async () => {
    onDay('2025-03-10');
    for (const date of ['2025-02-28', '2025-03-01'])
      await log('other', { work_type_id: type.id, date });
    onDay('2025-05-10');
    for (const date of ['2025-04-30', '2025-05-01'])
      await log('other', { work_type_id: type.id, date });
    const dates = async (query: string) => (await month('other', query)).items.map((i) => i.date);
    expect(await dates('month=2025-02')).toEqual(['2025-02-28']);
    expect(await dates('month=2025-04')).toEqual(['2025-04-30']);
    onDay('2024-03-01');
    const leap = await log('other', { work_type_id: type.id, date: '2024-02-29' });
    expect((await month('other', 'month=2024-02')).items.map((i) => i.id)).toEqual([leap.id]);
    const bad = await call('other', 'POST', '/api/work-logs', {
      work_type_id: type.id,
      date: '2025-02-30',
    });
    expect(bad.status).toBe(400);
    expect((await call('other', 'GET', '/api/work-logs?month=2025-13')).status).toBe(400);
    expect((await call('other', 'GET', '/api/work-logs')).status).toBe(400);
  });

  it('shows non-admins only their own entries, ignoring user_id; admins filter and see per-person totals', async () => {
    onDay('2025-06-20');
    await log('owner', { work_type_id: type.id, date: '2025-06-02', quantity: 2 });
    await log('owner', { work_type_id: type.id, date: '2025-06-03' });
    await log('other', { work_type_id: type.id, date: '2025-06-03', quantity: 3 });
    const own = await month('owner', `month=2025-06&user_id=${as.other.id}`);
    expect(own.items.every((i) => i.user_id === as.owner.id)).toBe(true);
    expect(own.totals).toEqual({ quantity: 3, amount: 135 });
    expect(own.by_user).toEqual([]);
    expect(own.by_day).toEqual([
      { date: '2025-06-02', amount: 90 },
      { date: '2025-06-03', amount: 45 },
    ]);
    const all = await month('admin', 'month=2025-06');
    expect(all.totals).toEqual({ quantity: 6, amount: 270 });
    // People by name (never by e-mail), as the table and the filter show them.
    const names = await t.db.selectFrom('users').select(['id', 'name']).execute();
    const nameOf = (id: string) => names.find((u) => u.id === id)?.name;
    expect(all.by_user.map((u) => u.name).sort()).toEqual(
      [nameOf(as.owner.id), nameOf(as.other.id)].sort(),
    );
    expect(all.items.every((i) => i.user_name === nameOf(i.user_id))).toBe(true);
    expect(all.by_user.map((u) => [u.user_id, u.amount]).sort()).toEqual(
      [
        [as.owner.id, 135],
        [as.other.id, 135],
      ].sort(),
    );
    expect(all.by_type).toEqual([
      { work_type_id: type.id, name: 'Sostituzione schermo', quantity: 6, amount: 270 },
    ]);
    const filtered = await month('admin', `month=2025-06&user_id=${as.other.id}`);
    expect(filtered.items.map((i) => i.user_id)).toEqual([as.other.id]);
    const day = await month('admin', 'date=2025-06-03');
    expect(day.totals).toEqual({ quantity: 4, amount: 180 });
  });

  it('lets the owner or an admin edit notes, and only an admin delete', async () => {
    const entry = await log('owner', { work_type_id: type.id, notes: 'iPhone 12' });
    const path = `/api/work-logs/${entry.id}`;
    expect((await call('other', 'PATCH', path, { notes: 'no' })).status).toBe(403);
    const byOwner = await call('owner', 'PATCH', path, { notes: 'iPhone 12 Pro' });
    expect((await readJson<WorkLogDto>(byOwner)).notes).toBe('iPhone 12 Pro');
    const byAdmin = await call('admin', 'PATCH', path, { notes: '' });
    expect((await readJson<WorkLogDto>(byAdmin)).notes).toBeNull();
    expect((await call('owner', 'DELETE', path)).status).toBe(403);
    expect((await call('other', 'DELETE', path)).status).toBe(403);
    expect((await call('admin', 'DELETE', path)).status).toBe(204);
    expect((await call('admin', 'DELETE', path)).status).toBe(404);
  });

  it('pages a long month without losing an entry, totals over the whole month', async () => {
    onDay('2025-07-20');
    for (let i = 0; i < 5; i++) await log('owner', { work_type_id: type.id, date: '2025-07-15' });
    const first = await month('owner', 'month=2025-07&limit=3');
    expect(first.items).toHaveLength(3);
    expect(first.totals.quantity).toBe(5);
    const second = await month('owner', `month=2025-07&limit=3&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(5);
  });

  it('exports a month as Excel-in-Italy CSV: everyone for admins, their own for others', async () => {
    onDay('2025-08-20');
    await log('owner', { work_type_id: type.id, date: '2025-08-05', quantity: 2, notes: 'a;b' });
    await log('other', { work_type_id: type.id, date: '2025-08-06' });
    const csv = async (who: keyof typeof as) => {
      const response = await call(who, 'GET', '/api/work-logs/export.csv?month=2025-08');
      expect(response.headers.get('content-type')).toContain('text/csv');
      // The BOM kept: response.text() would drop it.
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    };
    const admin = await csv('admin');
    expect(admin.startsWith('\uFEFFData;Dipendente;Lavorazione;Quantità;')).toBe(true);
    expect(admin).toContain('05/08/2025;');
    expect(admin).toContain(';Sostituzione schermo;2;45,00;90,00;"a;b"\r\n');
    expect(admin.trim().split('\r\n')).toHaveLength(3);
    // The Dipendente column names the person, not their e-mail.
    const owner = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', as.owner.id)
      .executeTakeFirstOrThrow();
    expect(admin).toContain(`05/08/2025;${owner.name};Sostituzione schermo;`);
    expect(admin).not.toContain(owner.email);
    const own = await csv('other');
    expect(own.trim().split('\r\n')).toHaveLength(2);
    expect(own).toContain('06/08/2025;');
  });
});

describe('the day of a work log', () => {
  let type: WorkTypeDto;
  beforeAll(async () => {
    type = await newType('Pulizia', '10,00');
  });
  const attempt = (who: keyof typeof as, date: string) =>
    call(who, 'POST', '/api/work-logs', { work_type_id: type.id, date });
  async function expectRefused(who: keyof typeof as, date: string, message: string) {
    const response = await attempt(who, date);
    expect(response.status, date).toBe(400);
    expect((await errorBody(response)).error.message).toBe(message);
  }

  it('lets employees log this month and last month only, never a future day', async () => {
    onDay('2026-03-15');
    for (const who of ['owner', 'other'] as const) {
      for (const date of ['2026-02-01', '2026-03-15'])
        expect((await attempt(who, date)).status, date).toBe(201);
      for (const date of ['2026-01-31', '1900-01-01'])
        await expectRefused(who, date, WORK_LOG_MESSAGES.dateTooOld);
      for (const date of ['2026-03-16', '2099-12-31'])
        await expectRefused(who, date, WORK_LOG_MESSAGES.dateFuture);
    }
  });

  it('lets admins log any day up to today', async () => {
    onDay('2026-03-15');
    for (const date of ['2020-01-10', '2026-01-31', '2026-03-15'])
      expect((await attempt('admin', date)).status, date).toBe(201);
    for (const date of ['2026-03-16', '2099-12-31'])
      await expectRefused('admin', date, WORK_LOG_MESSAGES.dateFuture);
  });

  it('reads today in Rome: 22:30 UTC on 31 March is already 1 April there', async () => {
    now = new Date('2026-03-31T22:30:00Z');
    expect((await attempt('owner', '2026-04-01')).status).toBe(201);
    expect((await attempt('owner', '2026-03-01')).status).toBe(201);
    await expectRefused('owner', '2026-02-28', WORK_LOG_MESSAGES.dateTooOld);
    const today = await log('owner', { work_type_id: type.id });
    expect(today.date).toBe('2026-04-01');
  });
});
