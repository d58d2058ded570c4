import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { type BackupManifest, damagedFiles, filesUnder, MANIFEST } from './backup-manifest';

export class RestoreError extends Error {}

export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
  /** The migrations this version of the app knows (db/migrator.ts). */
  knownMigrations: string[];
}

/**
 * Puts an archive of `createBackup` into an empty data folder (and, for a PostgreSQL backup, an
 * empty database): nothing that exists is ever overwritten. Every file is checked against the
 * manifest first; an archive made by a newer Sportello is refused. Newer migrations are applied
 * afterwards by the normal start (openServices).
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
): Promise<BackupManifest> {
  if ((await fs.readdir(target.dataDir).catch(() => [])).length > 0) {
    throw new RestoreError(
      `La cartella dei dati ${target.dataDir} non è vuota: il ripristino si fa solo in una cartella vuota, per non sovrascrivere nulla.`,
    );
  }
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'sportello-restore-'));
  try {
    await tar.extract({ file: archive, cwd: staging }).catch((error: Error) => {
      throw new RestoreError(`Archivio illeggibile: ${error.message}`);
    });
    const manifest = await readManifest(staging);
    const damaged = await damagedFiles(staging, manifest);
    if (damaged.length > 0) {
      throw new RestoreError(
        `Archivio danneggiato, file non corrispondenti: ${damaged.join(', ')}`,
      );
    }
    if (manifest.migration && !target.knownMigrations.includes(manifest.migration)) {
      throw new RestoreError(
        `Il backup viene da una versione più recente di Sportello (${manifest.app_version}): aggiorna l'applicazione prima di ripristinarlo.`,
      );
    }
    await fs.mkdir(target.dataDir, { recursive: true, mode: 0o700 });
    await restoreDatabase(staging, manifest, target);
    const filesRoot = path.join(staging, 'files');
    for (const file of await filesUnder(filesRoot).catch(() => [])) {
      const to = path.join(target.dataDir, ...file.split('/'));
      await fs.mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
      await fs.copyFile(path.join(filesRoot, ...file.split('/')), to);
    }
    return manifest;
  } finally {
    // A damaged archive fails tar while it may still be writing a file: retry ENOTEMPTY, so the
    // restore's own error is the one reported.
    await fs.rm(staging, { recursive: true, force: true, maxRetries: 5 });
  }
}

async function readManifest(staging: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(staging, MANIFEST), 'utf8').catch(() => null);
  const manifest = text ? (JSON.parse(text) as BackupManifest) : null;
  if (manifest?.format !== 1)
    throw new RestoreError('Non è un backup di Sportello (manca il manifest)');
  return manifest;
}

async function restoreDatabase(staging: string, manifest: BackupManifest, target: RestoreTarget) {
  if (manifest.engine === 'sqlite') {
    if (target.databaseUrl) {
      throw new RestoreError('Il backup è di un database SQLite: ripristinalo senza DATABASE_URL.');
    }
    await fs.copyFile(
      path.join(staging, 'sportello.db'),
      path.join(target.dataDir, 'sportello.db'),
    );
    return;
  }
  if (!target.databaseUrl) {
    throw new RestoreError(
      'Il backup è di un database PostgreSQL: indica DATABASE_URL (un database vuoto).',
    );
  }
  await promisify(execFile)('pg_restore', [
    '--no-owner',
    '--exit-on-error',
    `--dbname=${target.databaseUrl}`,
    path.join(staging, 'database.pgdump'),
  ]).catch((error: Error) => {
    throw new RestoreError(
      `pg_restore non riuscito (il database deve essere vuoto): ${error.message}`,
    );
  });
}
