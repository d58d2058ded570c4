import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What a backup holds, written as manifest.json inside the archive. */
export interface BackupManifest {
  format: 1;
  app_version: string;
  /** The last migration applied to the database in the archive. */
  migration: string;
  engine: 'sqlite' | 'postgres';
  created_at: string;
  counts: { tickets: number; users: number; attachments: number };
  /** Every file of the archive but the manifest, with its size and SHA-256. */
  files: { path: string; size: number; sha256: string }[];
}

export const MANIFEST = 'manifest.json';

export function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every file under `root`, as forward-slash paths relative to it. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** The files whose content is not what the manifest says, or that are missing. */
export async function damagedFiles(root: string, manifest: BackupManifest): Promise<string[]> {
  const damaged: string[] = [];
  for (const file of manifest.files) {
    const full = path.join(root, ...file.path.split('/'));
    const ok = await sha256Of(full).then(
      (sum) => sum === file.sha256,
      () => false,
    );
    if (!ok) damaged.push(file.path);
  }
  return damaged;
}
