import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import * as tar from 'tar';
import { plural } from '../../shared/plural';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { copyStoredFiles } from '../storage/copy-stored-files';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import type { Storage } from '../storage/storage';
import { STORED_FOLDERS } from '../storage/stored-folders';
import { usableBackupFolder } from './backup-folder';
import { type BackupManifest, filesUnder, MANIFEST, sha256Of } from './backup-manifest';
import { runPgTool } from './pg-tools';

/**
 * Inside DATA_DIR: the database (snapshotted, never copied live), backups, temporary files, and
 * the stored files' folders, which come from the storage (the disk or the bucket) instead.
 */
const NOT_COPIED = new RegExp(
  `^(sportello\\.db(-wal|-shm|-journal)?|backups/.*|.*\\.tmp|(${STORED_FOLDERS.join('|')})/.*)$`,
);

export interface BackupSource {
  dataDir: string;
  /** Where the stored files (STORED_FOLDERS) are: DATA_DIR or the bucket (STORAGE=s3). */
  storage: Storage;
  location: Database['location'];
  db: Kysely<DB>;
  version: string;
  clock: () => Date;
}

/**
 * One consistent archive while the app runs: the SQLite database as one transaction sees it
 * (VACUUM INTO; a file copy of a live WAL database can be torn), or pg_dump; then the attachments
 * and the logo from the storage (local or the bucket: the archive is the same, and restores to
 * either), and the auth secret when it is kept in DATA_DIR (without it sessions and 2FA secrets
 * could not be read); a manifest with the app version, migration, counts and the SHA-256 of every
 * file. Returns the archive's path.
 */
export async function createBackup(source: BackupSource, toDir: string): Promise<string> {
  const folder = await usableBackupFolder(toDir, source.dataDir);
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'sportello-backup-'));
  try {
    const { location } = source;
    const engine = 'url' in location ? 'postgres' : 'sqlite';
    const snapshot =
      'url' in location
        ? await dumpPostgres(source.db, location.url, path.join(staging, 'database.pgdump'))
        : await copySqlite(location.sqliteFile, path.join(staging, 'sportello.db'));
    for (const file of await filesUnder(source.dataDir)) {
      if (NOT_COPIED.test(file)) continue;
      const target = path.join(staging, 'files', ...file.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.copyFile(path.join(source.dataDir, ...file.split('/')), target);
    }
    const stored = createLocalDiskStorage(path.join(staging, 'files'));
    const copy = await copyStoredFiles(source.storage, stored, STORED_FOLDERS);
    if (copy.failed.length > 0) {
      const [first] = copy.failed;
      throw new Error(
        `${plural(copy.failed.length, 'file non letto', 'file non letti')} dall'archivio dei file (${first?.key}: ${first?.error})`,
      );
    }
    const manifest: BackupManifest = {
      format: 1,
      app_version: source.version,
      migration: snapshot.migration,
      engine,
      created_at: source.clock().toISOString(),
      counts: snapshot.counts,
      files: await Promise.all(
        (await filesUnder(staging)).map(async (file) => {
          const full = path.join(staging, ...file.split('/'));
          return { path: file, size: (await fs.stat(full)).size, sha256: await sha256Of(full) };
        }),
      ),
    };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const stamp = manifest.created_at.replaceAll(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const archive = path.join(folder, `sportello-backup-${stamp}.tar.gz`);
    await tar.create({ gzip: true, file: archive, cwd: staging, portable: true }, [
      MANIFEST,
      ...(await filesUnder(staging)).filter((f) => f !== MANIFEST),
    ]);
    await fs.chmod(archive, 0o600);
    return archive;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

interface Snapshot {
  migration: string;
  counts: BackupManifest['counts'];
}

export interface CountsRow {
  tickets: number;
  users: number;
  attachments: number;
  migration: string | null;
}

/** The same text on both engines; no parameters. */
export const COUNTS_SQL = `select (select count(*) from tickets) as tickets,
  (select count(*) from users) as users,
  (select count(*) from ticket_attachments) as attachments,
  (select max(name) from kysely_migration) as migration`;

export function snapshotOf(row: CountsRow): Snapshot {
  return {
    migration: row.migration ?? '',
    counts: {
      tickets: Number(row.tickets),
      users: Number(row.users),
      attachments: Number(row.attachments),
    },
  };
}

/**
 * VACUUM INTO, in a worker thread, on a read-only connection of its own: it writes what one read
 * transaction sees, consistent while the app keeps writing (the page-by-page backup API starts
 * over at every write of another connection), and the app's event loop keeps answering while it
 * copies. The counts are read from the copy, so they describe the archive exactly.
 */
async function copySqlite(file: string, to: string): Promise<Snapshot> {
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(VACUUM_INTO_WORKER, {
      eval: true,
      workerData: { driver: require.resolve('better-sqlite3'), file, to },
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`copia del database interrotta (${code})`)),
    );
  });
  const copy = new SQLite(to, { readonly: true });
  try {
    return snapshotOf(copy.prepare(COUNTS_SQL).get() as CountsRow);
  } finally {
    copy.close();
  }
}

const require = createRequire(import.meta.url);
/** Plain CommonJS: a worker given code runs it as it is, whatever loads this module's TypeScript. */
const VACUUM_INTO_WORKER = `
const { workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const live = new SQLite(workerData.file, { readonly: true });
try { live.prepare('VACUUM INTO ?').run(workerData.to); } finally { live.close(); }
`;

/** pg_dump of a snapshot exported by a transaction that also counts: both see the same rows. */
async function dumpPostgres(db: Kysely<DB>, url: string, to: string): Promise<Snapshot> {
  return db.connection().execute(async (conn) => {
    await sql`begin transaction isolation level repeatable read, read only`.execute(conn);
    try {
      const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(conn);
      const { rows: counted } = await sql.raw<CountsRow>(COUNTS_SQL).execute(conn);
      await runPgTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          // Waiting behind a queued exclusive lock (a schema change of another process) would
          // hold the snapshot transaction open forever: give up, and the failure is e-mailed.
          '--lock-wait-timeout=60000',
          `--snapshot=${rows[0]?.id ?? ''}`,
          `--file=${to}`,
        ],
        url,
      );
      const [row] = counted;
      if (!row) throw new Error('conteggi del backup non letti');
      return snapshotOf(row);
    } finally {
      await sql`commit`.execute(conn);
    }
  });
}
