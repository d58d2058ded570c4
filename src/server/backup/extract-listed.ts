import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { type BackupManifest, MANIFEST } from './backup-manifest';
import { RestoreError } from './restore-error';

/** The database, and the data folder's files under files/: plain relative paths, nothing else. */
const ARCHIVED_PATH = /^(sportello\.db|database\.pgdump|files(\/(?!\.\.?(\/|$))[^/\\\p{Cc}]+)+)$/u;

function unreadable(error: Error): never {
  throw new RestoreError(`Archivio illeggibile: ${error.message}`);
}

async function readManifest(staging: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(staging, MANIFEST), 'utf8').catch(() => null);
  let manifest: BackupManifest | null = null;
  try {
    manifest = text ? (JSON.parse(text) as BackupManifest) : null;
  } catch {
    manifest = null;
  }
  if (manifest?.format !== 1 || !Array.isArray(manifest.files))
    throw new RestoreError('Non è un backup di Sportello (manca il manifest)');
  const odd = manifest.files.find((file) => !ARCHIVED_PATH.test(String(file.path)));
  if (odd)
    throw new RestoreError(`Manifest non valido: percorso non ammesso ${JSON.stringify(odd.path)}`);
  return manifest;
}

/**
 * Extracts the manifest, then only the regular files it lists, into `staging`. Anything else in
 * the archive (a file the manifest does not name, a link, a device) refuses the whole archive:
 * a restore writes nothing the backup did not account for.
 */
export async function extractListedFiles(
  archive: string,
  staging: string,
): Promise<BackupManifest> {
  await tar
    .extract({ file: archive, cwd: staging, filter: (entry) => entry === MANIFEST })
    .catch(unreadable);
  const manifest = await readManifest(staging);
  const listed = new Set(manifest.files.map((file) => file.path));
  const unlisted: string[] = [];
  await tar
    .extract({
      file: archive,
      cwd: staging,
      filter: (entry, stat) => {
        const type = 'type' in stat ? stat.type : 'File';
        if (entry === MANIFEST || type === 'Directory') return false;
        if (listed.has(entry) && type === 'File') return true;
        unlisted.push(entry);
        return false;
      },
    })
    .catch(unreadable);
  if (unlisted.length > 0) {
    throw new RestoreError(
      `L'archivio contiene file non elencati nel manifest (${unlisted.slice(0, 5).join(', ')}): non è un backup intatto di Sportello, nulla è stato ripristinato.`,
    );
  }
  return manifest;
}
