import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { assertSqlitePragmas, createDatabase } from './database';
import { toBool, toIso } from './normalize';

describe('SQLite connection', () => {
  const dirs: string[] = [];
  const tempFile = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-db-'));
    dirs.push(dir);
    return path.join(dir, name);
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('opens a file database with WAL, synchronous=FULL, foreign keys, a busy timeout and secure delete', async () => {
    const database = createDatabase({ sqliteFile: tempFile(path.join('nested', 'x.db')) });
    // Each pragma answers in a column of its own name (busy_timeout's is "timeout"): take the value.
    const pragma = async (name: string) => {
      const { rows } = await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(
        database.db,
      );
      return Object.values(rows[0] ?? {})[0];
    };
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('secure_delete')).toBe(1);
    await database.close();
  });

  it('refuses a connection without the durability settings', () => {
    const raw = new SQLite(':memory:');
    expect(() => assertSqlitePragmas(raw)).toThrow(/PRAGMA/);
    raw.close();
  });

  it('refuses a file database where only synchronous is wrong', () => {
    const raw = new SQLite(tempFile('y.db'));
    raw.pragma('journal_mode = wal');
    raw.pragma('synchronous = 1');
    raw.pragma('foreign_keys = 1');
    raw.pragma('busy_timeout = 5000');
    raw.pragma('secure_delete = 1');
    expect(() => assertSqlitePragmas(raw)).toThrow('SQLite: PRAGMA synchronous è 1, atteso 2');
    // The same connection passes once synchronous is FULL: only that setting was refused.
    raw.pragma('synchronous = 2');
    expect(() => assertSqlitePragmas(raw)).not.toThrow();
    raw.close();
  });
});

describe('normalize', () => {
  it('gives one shape for what each engine returns', () => {
    expect(toIso(new Date('2026-03-31T22:00:00Z'))).toBe('2026-03-31T22:00:00.000Z');
    expect(toIso('2026-03-31T22:00:00.000Z')).toBe('2026-03-31T22:00:00.000Z');
    expect(toIso('2026-03-31 22:00:00')).toBe('2026-03-31T22:00:00.000Z');
    expect(toIso(null)).toBeNull();
    expect([toBool(1), toBool(true), toBool(0), toBool(false), toBool(null)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
