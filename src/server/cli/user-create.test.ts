import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEntry } from '../test/server-entry';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function userCreate(...args: string[]) {
  const result = spawnSync(process.execPath, [...serverEntry('cli/user-create'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

// Each case starts a Node process: only the outcomes a process adds (exit
// codes, files, output streams) are here; every argument rule is in user-create-args.test.ts.
describe('npm run user:create', () => {
  it('creates an account and refuses the same e-mail twice', () => {
    const first = userCreate(
      '--email',
      'Titolare@Negozio.it',
      '--password',
      'Bottega-Sicura-2026',
      '--role',
      'admin',
    );
    expect(first).toMatchObject({ code: 0, out: 'Account creato: titolare@negozio.it (admin)\n' });
    expect(fs.existsSync(path.join(dataDir, 'sportello.db'))).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);

    const again = userCreate(
      '--email',
      'titolare@negozio.it',
      '--password',
      'Bottega-Sicura-2026',
      '--role',
      'admin',
    );
    expect(again.code).toBe(1);
    expect(again.err).toContain('Esiste già un account con questa email');
    expect(userCount()).toBe(1);
  }, 60_000);

  it('answers bad arguments with the usage and exit 2, not a stack trace', () => {
    const unknown = userCreate('--email', 'a@negozio.it', '--pasword', 'Bottega-Sicura-2026');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Errore: opzione sconosciuta: --pasword');
    expect(unknown.err).toContain('Uso: npm run user:create -- --email EMAIL --password PASSWORD');
    expect(unknown.err).toContain('2 argomenti non validi');
    expect(unknown.err).not.toMatch(/\n\s+at /);
  }, 60_000);
});

/** Accounts in the CLI's SQLite file. */
function userCount(): number {
  const db = new SQLite(path.join(dataDir, 'sportello.db'), { readonly: true });
  try {
    return (db.prepare('select count(*) as n from users').get() as { n: number }).n;
  } finally {
    db.close();
  }
}
