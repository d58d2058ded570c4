import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupsView } from '../../../shared/backups';
import { createLogger } from '../../logger';
import { serverEntry } from '../../test/server-entry';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startManualBackup } from './backups.service';

/**
 * A failed PostgreSQL backup showed the database password in GET /api/backups, Settings, the
 * admin e-mail, the log and the console. A fake pg_dump first on PATH, echoing its argv and its
 * environment to stderr, fails every backup here: none of those places may show the password.
 */
const SECRET = 'S3greto-Del-Database';
let t: TestApp;
let admin: { id: string; email: string };
let cookie: string;
let secretUrl: string;
const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-fake-pg-dump-'));
const previousPath = process.env.PATH;
const fakePath = `${fake}${path.delimiter}${previousPath}`;

beforeAll(async () => {
  fs.writeFileSync(
    path.join(fake, 'pg_dump'),
    '#!/bin/sh\necho "argv: $*" >&2\nenv >&2\nexit 1\n',
    {
      mode: 0o755,
    },
  );
  process.env.PATH = fakePath;
  t = await createTestApp();
  admin = await t.addUser('admin');
  cookie = await t.signIn(admin.email);
  const location = t.deps.databaseLocation;
  if (!('url' in location)) throw new Error('PostgreSQL only');
  // Trust authentication: the server ignores the password, which only has to travel.
  const url = new URL(location.url);
  url.username = 'postgres';
  url.password = SECRET;
  secretUrl = url.toString();
});
afterAll(async () => {
  process.env.PATH = previousPath;
  await t.close();
  fs.rmSync(fake, { recursive: true, force: true });
});

describe('a failed PostgreSQL backup', () => {
  it('never shows the password in the list, the e-mail or the log', async () => {
    const log: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void log.push(line) });
    const ctx = { ...t.deps, logger, databaseLocation: { url: secretUrl } };
    const { done } = await startManualBackup(ctx, admin.id);
    await done;

    const view = (await (await t.request('GET', '/api/backups', { cookie })).json()) as BackupsView;
    const [run] = view.runs;
    expect(run?.status).toBe('failed');
    expect(run?.error).toContain('pg_dump non riuscito');
    expect(run?.error).toContain('argv:');
    const mails = await t.db.selectFrom('outbox').selectAll().execute();
    expect(mails.map((m) => m.event_type)).toEqual(['backup_failed']);
    expect(mails[0]?.text_body).toContain('pg_dump non riuscito');
    expect(log.join('')).toContain('backup non riuscito');
    for (const text of [JSON.stringify(view), JSON.stringify(mails), log.join('')]) {
      expect(text).not.toContain(SECRET);
    }
  });

  it('never shows the password on the console of npm run backup', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-cli-backup-'));
    const failure = await promisify(execFile)(
      process.execPath,
      ['--no-warnings', ...serverEntry('cli/backup'), '--to', dataDir],
      {
        env: {
          ...process.env,
          PATH: fakePath,
          DATABASE_URL: secretUrl,
          DATA_DIR: dataDir,
          AUTH_SECRET: 'x'.repeat(40),
        },
      },
    ).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('Backup non riuscito: pg_dump non riuscito');
    expect(`${failure?.stdout}${failure?.stderr}`).not.toContain(SECRET);
  }, 60_000);
});
