import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { createTestDatabase } from './test-database';

// The SQLite branch on purpose whatever engine the run is on: the PostgreSQL one is what every
// suite of the PostgreSQL stage already goes through.
const saved = { engine: process.env.TEST_DB, template: process.env.TEST_SQLITE_TEMPLATE };
let dir: string;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-template-test-'));
  const marked = createDatabase({ sqliteFile: path.join(dir, 'marked.db') });
  await marked.db.schema.createTable('marker').addColumn('note', 'text').execute();
  await marked.db
    .insertInto('marker' as never)
    .values({ note: 'dal modello' } as never)
    .execute();
  await marked.close();
  delete process.env.TEST_DB;
  process.env.TEST_SQLITE_TEMPLATE = path.join(dir, 'marked.db');
});

afterEach(() => {
  for (const [name, value] of [
    ['TEST_DB', saved.engine],
    ['TEST_SQLITE_TEMPLATE', saved.template],
  ] as const)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  fs.rmSync(dir, { recursive: true, force: true });
});

const notes = (database: Awaited<ReturnType<typeof createTestDatabase>>) =>
  database.db
    .selectFrom('marker' as never)
    .select('note' as never)
    .execute();

describe('SQLite test databases', () => {
  it('are copies of the run’s migrated template, each its own', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    await first.db.deleteFrom('marker' as never).execute();
    expect(await notes(first)).toEqual([]);
    expect(await notes(second)).toEqual([{ note: 'dal modello' }]);
    await first.destroy();
    await second.destroy();
  });

  it('start empty when asked not to be migrated', async () => {
    const empty = await createTestDatabase({ migrate: false });
    await expect(notes(empty)).rejects.toThrow(/no such table/);
    await empty.destroy();
  });
});
