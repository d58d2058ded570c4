import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS, migrateToLatest, migrationsBefore } from '../migrator';
import { toIso } from '../normalize';

/** Automatic send already on counts from its last save, as it did; off or manual, from nothing. */
let database: TestDatabase | undefined;
const ADDED = '202612130400-sdi-send-on-issue-since';
afterAll(() => database?.destroy());

describe(`migration ${ADDED}`, () => {
  it('gives a setting already on its last save, and none to one off or manual', async () => {
    database = await createTestDatabase({ migrate: false });
    const db = database.db as unknown as Kysely<unknown>;
    await migrateToLatest(db, migrationsBefore(ADDED));
    const saved = '2026-11-05T08:15:00.000Z';
    const row = (id: number, channel: string, on: boolean) =>
      sql`insert into sdi_settings (id, channel, send_on_issue, updated_at)
        values (${id}, ${channel}, ${sql.lit(on)}, ${sql.lit(saved)})`.execute(db);
    await row(1, 'acube', true);
    await row(2, 'acube', false);
    await row(3, 'manuale', true);

    await migrateToLatest(db, MIGRATIONS);

    const rows = await sql<{ id: number; since: string | Date | null }>`
      select id, send_on_issue_since as since from sdi_settings order by id`.execute(db);
    expect(rows.rows.map((r) => [Number(r.id), toIso(r.since)])).toEqual([
      [1, saved],
      [2, null],
      [3, null],
    ]);
  });
});
