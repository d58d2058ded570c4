import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BackupManifest, damagedFiles } from './backup-manifest';
import { extractListedFiles } from './extract-listed';
import { runPgTool } from './pg-tools';
import { RestoreError } from './restore-error';
import { checkSqliteCopy } from './sqlite-check';

export { RestoreError };

export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
  /** The migrations this version of the app knows (db/migrator.ts). */
  knownMigrations: string[];
}

/**
 * Puts an archive of `createBackup` into an empty data folder (and, for a PostgreSQL backup, an
 * empty database): nothing that exists is ever overwritten. Only what the manifest lists is
 * extracted (anything else refuses the archive); every file is checked against the manifest and
 * the database for integrity before anything is written; an archive made by a newer Sportello is
 * refused. Newer migrations are applied afterwards by the normal start (openServices).
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
    const manifest = await extractListedFiles(archive, staging);
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
    checkEngine(manifest, target);
    if (manifest.engine === 'sqlite') checkSqliteCopy(path.join(staging, 'sportello.db'), manifest);
    await restoreDatabase(staging, manifest, target);
    await fs.mkdir(target.dataDir, { recursive: true, mode: 0o700 });
    for (const { path: file } of manifest.files) {
      if (!file.startsWith('files/')) continue;
      const to = path.join(target.dataDir, ...file.split('/').slice(1));
      await fs.mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
      await fs.copyFile(path.join(staging, ...file.split('/')), to);
    }
    return manifest;
  } finally {
    // A damaged archive fails tar while it may still be writing a file: retry ENOTEMPTY, so the
    // restore's own error is the one reported.
    await fs.rm(staging, { recursive: true, force: true, maxRetries: 5 });
  }
}

function checkEngine(manifest: BackupManifest, target: RestoreTarget) {
  if (manifest.engine === 'sqlite' && target.databaseUrl) {
    throw new RestoreError('Il backup è di un database SQLite: ripristinalo senza DATABASE_URL.');
  }
  if (manifest.engine === 'postgres' && !target.databaseUrl) {
    throw new RestoreError(
      'Il backup è di un database PostgreSQL: indica DATABASE_URL (un database vuoto).',
    );
  }
}

/**
 * SQLite: the copy checked in staging. PostgreSQL: one transaction that stops at the first error
 * (pg_restore's ON_ERROR_STOP), so a damaged dump leaves the empty database empty.
 */
async function restoreDatabase(staging: string, manifest: BackupManifest, target: RestoreTarget) {
  if (manifest.engine === 'sqlite' || !target.databaseUrl) {
    await fs.mkdir(target.dataDir, { recursive: true, mode: 0o700 });
    await fs.copyFile(
      path.join(staging, 'sportello.db'),
      path.join(target.dataDir, 'sportello.db'),
    );
    return;
  }
  await runPgTool(
    'pg_restore',
    [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      path.join(staging, 'database.pgdump'),
    ],
    target.databaseUrl,
  ).catch((error: Error) => {
    throw new RestoreError(
      `Ripristino del database non riuscito (il database deve essere vuoto), nulla è stato scritto: ${error.message}`,
    );
  });
}
