import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { type RunLease, runOnceAcrossInstances } from './run-lease';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

describe('a scheduled run across instances', () => {
  it('runs once per period: the other instances see it busy, then done', async () => {
    const lease = (holder: string): RunLease => ({
      db: database.db,
      job: 'prova',
      ttlMs: 10 * MINUTE,
      holder,
    });
    const ran: string[] = [];
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const now = at('2026-11-29T10:00:00Z');
    const first = runOnceAcrossInstances(lease('a'), '2026-11-29', now, async () => {
      ran.push('a');
      await slow;
    });
    await expect.poll(() => ran).toEqual(['a']);
    const during = await runOnceAcrossInstances(lease('b'), '2026-11-29', now, async () => {
      ran.push('b');
    });
    expect(during).toBe('busy');
    release();
    expect(await first).toBe('claimed');
    const after = await runOnceAcrossInstances(lease('b'), '2026-11-29', now, async () => {
      ran.push('b');
    });
    expect(after).toBe('done');
    expect(
      await runOnceAcrossInstances(lease('b'), '2026-11-30', now, async () => void ran.push('b')),
    ).toBe('claimed');
    expect(ran).toEqual(['a', 'b']);
  });

  it('gives a failed run back at once, and takes over the run of a holder that vanished', async () => {
    const lease = (holder: string): RunLease => ({
      db: database.db,
      job: 'x',
      ttlMs: MINUTE,
      holder,
    });
    const now = at('2026-11-29T10:00:00Z');
    await expect(
      runOnceAcrossInstances(lease('a'), 'p1', now, async () => {
        throw new Error('rotto');
      }),
    ).rejects.toThrow('rotto');
    expect(await runOnceAcrossInstances(lease('b'), 'p1', now, async () => undefined)).toBe(
      'claimed',
    );

    // 'a' claims p2 and dies (its task never ends): within its lease nobody else runs it…
    void runOnceAcrossInstances(lease('a'), 'p2', now, () => new Promise<void>(() => undefined));
    await expect
      .poll(() => runOnceAcrossInstances(lease('b'), 'p2', now, async () => undefined))
      .toBe('busy');
    // …after it, another instance does.
    const later = new Date(now.getTime() + 2 * MINUTE);
    expect(await runOnceAcrossInstances(lease('b'), 'p2', later, async () => undefined)).toBe(
      'claimed',
    );
    const rows = await database.db
      .selectFrom('scheduled_runs')
      .select(['period', 'holder', 'attempts'])
      .where('job', '=', 'x')
      .orderBy('period')
      .execute();
    expect(rows).toEqual([
      { period: 'p1', holder: 'b', attempts: 2 },
      { period: 'p2', holder: 'b', attempts: 2 },
    ]);
  });
});
