import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkLogDto } from '../../../shared/work/work-logs';
import type { WorkTypeDto } from '../../../shared/work/work-types';
import { readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Day, summaryAndTruth } from '../../test/work-log-days-kit';

/**
 * The per-day summary is kept by database triggers (migration 202612010900): after every kind of
 * write it must say what a plain GROUP BY over work_logs says, with no row left for an empty day.
 */
let t: TestApp;
let admin: string;
let owner: string;

beforeAll(async () => {
  // Non-admins log this month and last: the entries below are of March 2025.
  t = await createTestApp({ clock: () => new Date('2025-03-20T10:00:00Z') });
  admin = await t.signIn((await t.addUser('admin')).email);
  owner = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

async function send<T>(cookie: string, method: string, path: string, body?: object) {
  const response = await t.request(method, path, { cookie, body });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.status === 204 ? (undefined as T) : readJson<T>(response);
}

async function expectSummaryTrue(): Promise<Day[]> {
  const { kept, truth } = await summaryAndTruth(t.db);
  expect(kept).toEqual(truth);
  return kept;
}

describe('work_log_days kept by the database', () => {
  it('follows entries made, notes edited, entries deleted, and quantity, day, type and price changed', async () => {
    const type = (name: string, price: string) =>
      send<WorkTypeDto>(admin, 'POST', '/api/work-types', { name, price });
    const [screen, battery] = [await type('Schermo', '45,00'), await type('Batteria', '20,00')];
    const log = (cookie: string, body: object) =>
      send<WorkLogDto>(cookie, 'POST', '/api/work-logs', body);
    const a = await log(owner, { work_type_id: screen.id, date: '2025-03-02', quantity: 2 });
    const b = await log(owner, { work_type_id: screen.id, date: '2025-03-02' });
    const c = await log(admin, { work_type_id: battery.id, date: '2025-03-02', quantity: 3 });
    await log(admin, { work_type_id: screen.id, date: '2025-03-05' });
    const days = await expectSummaryTrue();
    expect(days.map((d) => [d[0], d[3], d[4], d[5]])).toContainEqual(['2025-03-02', 3, 13500, 2]);

    await send(owner, 'PATCH', `/api/work-logs/${a.id}`, { notes: 'iPhone 12' });
    expect(await expectSummaryTrue()).toEqual(days);

    // The API changes notes only; the triggers answer any update, so the rest is written here.
    const update = (id: string, set: Record<string, unknown>) =>
      t.db.updateTable('work_logs').set(set).where('id', '=', id).execute();
    await update(a.id, { quantity: 5 });
    await expectSummaryTrue();
    await update(b.id, { date: '2025-03-04' });
    await expectSummaryTrue();
    await update(c.id, { work_type_id: screen.id, unit_price_cents: 999, date: '2025-03-04' });
    const moved = await expectSummaryTrue();
    // c was the only battery entry: its old row went with it.
    expect(moved.some((d) => d[2] === battery.id)).toBe(false);

    for (const entry of [a, b, c]) await send(admin, 'DELETE', `/api/work-logs/${entry.id}`);
    const left = await expectSummaryTrue();
    expect(left.map((d) => d[0])).toEqual(['2025-03-05']);
  });

  it('answers the admin month of everyone from the summary with the same totals', async () => {
    const all = await send<{ totals: { quantity: number; amount: number } }>(
      admin,
      'GET',
      '/api/work-logs?month=2025-03',
    );
    expect(all.totals).toEqual({ quantity: 1, amount: 45 });
  });
});
