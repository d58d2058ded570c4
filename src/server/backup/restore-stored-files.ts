import fs from 'node:fs/promises';
import path from 'node:path';
import { plural } from '../../shared/plural';
import { copyStoredFiles } from '../storage/copy-stored-files';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import type { Storage } from '../storage/storage';
import { STORED_FOLDERS } from '../storage/stored-folders';
import { RestoreError } from './restore-backup';

/**
 * After a restore on STORAGE=s3: the stored files (STORED_FOLDERS) the archive put in DATA_DIR
 * go to the bucket (MD5-checked), then leave DATA_DIR, which keeps nothing that matters. Returns
 * how many files went.
 */
export async function moveRestoredFilesTo(storage: Storage, dataDir: string): Promise<number> {
  const report = await copyStoredFiles(createLocalDiskStorage(dataDir), storage, STORED_FOLDERS);
  if (report.failed.length > 0) {
    throw new RestoreError(
      `${plural(report.failed.length, 'file non copiato', 'file non copiati')} nel bucket (${report.failed[0]?.error}): ripeti con npm run storage:copy -- --to s3`,
    );
  }
  for (const folder of STORED_FOLDERS)
    await fs.rm(path.join(dataDir, folder), { recursive: true, force: true });
  return report.copied + report.unchanged;
}
