import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactCredentials } from '../logger';
import { sha256Of } from './backup-manifest';
import { runPgTool } from './pg-tools';
import { RestoreError, restoreBackup } from './restore-backup';

/**
 * The database password leaked from a failed backup: pg_dump got the whole URL on its command
 * line, and the error (argv included) went to Settings, the admin e-mail, the log and the
 * console. A fake pg_dump first on PATH shows what the tool receives and what comes back.
 */
const SECRET = 'S3greto-Negozio';
const URL_WITH_PASSWORD = `postgres://sportello:${SECRET}@127.0.0.1:5432/negozio?sslmode=disable`;
const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-fake-pg-'));
const previousPath = process.env.PATH;

beforeAll(() => {
  // Echoes its argv and its environment to stderr, keeps what its passfile held, and fails.
  fs.writeFileSync(
    path.join(fake, 'pg_dump'),
    `#!/bin/sh\necho "argv: $*" >&2\nenv >&2\ncat "$PGPASSFILE" > "${fake}/passfile-seen" 2>/dev/null\nexit 1\n`,
    { mode: 0o755 },
  );
  fs.writeFileSync(
    path.join(fake, 'pg_restore'),
    '#!/bin/sh\necho "argv: $*" >&2\nenv >&2\nexit 1\n',
    { mode: 0o755 },
  );
  process.env.PATH = `${fake}${path.delimiter}${previousPath}`;
});
afterAll(() => {
  process.env.PATH = previousPath;
  fs.rmSync(fake, { recursive: true, force: true });
});

describe('pg_dump and pg_restore credentials', () => {
  it('pass the password in a temporary passfile, never on the command line, and redact the error', async () => {
    const failure = await runPgTool('pg_dump', ['--format=custom'], URL_WITH_PASSWORD).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const message = failure?.message ?? '';
    // The tool's own words come back (here its argv and environment), without the password.
    expect(message).toContain('pg_dump non riuscito');
    expect(message).toContain(
      'argv: --format=custom --dbname=postgres://sportello@127.0.0.1:5432/negozio?sslmode=disable',
    );
    expect(message).toContain('PGPASSFILE=');
    expect(message).not.toContain(SECRET);
    // The tool did get the password, from a file that is gone afterwards.
    expect(fs.readFileSync(path.join(fake, 'passfile-seen'), 'utf8')).toBe(`*:*:*:*:${SECRET}\n`);
    const passfile = /PGPASSFILE=(\S+)/.exec(message)?.[1] ?? '';
    expect(fs.existsSync(passfile)).toBe(false);
  });

  it('take the password out of a Unix-socket URL and of a password parameter', async () => {
    for (const [url, argv] of [
      [
        `postgres://sportello:${SECRET}@/negozio?host=/var/run/postgresql`,
        '--dbname=postgres://sportello@/negozio?host=/var/run/postgresql',
      ],
      [
        `postgres://db:5432/negozio?password=${SECRET}&user=sportello`,
        '--dbname=postgres://db:5432/negozio?user=sportello',
      ],
    ] as const) {
      const failure = await runPgTool('pg_dump', [], url).catch((error: Error) => error);
      expect(failure?.message).toContain(`argv: ${argv}`);
      expect(failure?.message).not.toContain(SECRET);
      expect(fs.readFileSync(path.join(fake, 'passfile-seen'), 'utf8')).toBe(`*:*:*:*:${SECRET}\n`);
    }
  });

  it('keep the password out of a failed restore too', async () => {
    // A PostgreSQL archive as createBackup writes it, with a dump the fake pg_restore refuses.
    const made = fs.mkdtempSync(path.join(fake, 'archive-'));
    fs.writeFileSync(path.join(made, 'database.pgdump'), 'PGDMP');
    const dump = path.join(made, 'database.pgdump');
    const manifest = {
      format: 1,
      app_version: 'test',
      migration: '',
      engine: 'postgres',
      created_at: new Date().toISOString(),
      counts: { tickets: 0, users: 0, attachments: 0 },
      files: [{ path: 'database.pgdump', size: 5, sha256: await sha256Of(dump) }],
    };
    fs.writeFileSync(path.join(made, 'manifest.json'), JSON.stringify(manifest));
    const archive = `${made}.tar.gz`;
    await tar.create({ gzip: true, file: archive, cwd: made }, [
      'manifest.json',
      'database.pgdump',
    ]);
    const failure = await restoreBackup(archive, {
      dataDir: path.join(fake, 'ripristino'),
      databaseUrl: URL_WITH_PASSWORD,
      knownMigrations: [],
    }).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(RestoreError);
    expect(failure?.message).toContain('pg_restore non riuscito: argv: --no-owner --exit-on-error');
    expect(failure?.message).not.toContain(SECRET);
  });

  it('redacts the password of any URL in an error text', () => {
    expect(
      redactCredentials(`pg_dump postgres://postgres:${SECRET}@db:5432/x failed; smtp://u:p@mail`),
    ).toBe('pg_dump postgres://postgres:[redatto]@db:5432/x failed; smtp://u:[redatto]@mail');
    expect(redactCredentials(`postgres://db/x?user=a&password=${SECRET}`)).toBe(
      'postgres://db/x?user=a&password=[redatto]',
    );
  });
});
