import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database';

/**
 * Another connection to the file (a CLI while the app runs) writing between a transaction's
 * first read and its first write: the app's transaction holds the write lock from its start, so
 * the other writer waits (here: is refused at once, having no busy timeout) and the app's
 * transaction commits instead of failing with SQLITE_BUSY.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-immediate-'));
const file = path.join(dir, 'app.db');
const app = createDatabase({ sqliteFile: file });
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite transactions', () => {
  it('take the write lock when they begin: a writer on another connection cannot slip in', async () => {
    await sql`create table counters (name text primary key, value integer not null)`.execute(
      app.db,
    );
    await sql`insert into counters values ('n', 0)`.execute(app.db);
    const other = new SQLite(file, { timeout: 0 });
    let otherWrite: unknown = null;
    await app.db.transaction().execute(async (trx) => {
      await sql`select value from counters where name = 'n'`.execute(trx);
      try {
        other.prepare("update counters set value = value + 10 where name = 'n'").run();
      } catch (error) {
        otherWrite = error;
      }
      await sql`update counters set value = value + 1 where name = 'n'`.execute(trx);
    });
    expect((otherWrite as { code?: string } | null)?.code).toBe('SQLITE_BUSY');
    other.prepare("update counters set value = value + 10 where name = 'n'").run();
    other.close();
    const { rows } = await sql<{ value: number }>`select value from counters`.execute(app.db);
    expect(rows).toEqual([{ value: 11 }]);
  });
});
