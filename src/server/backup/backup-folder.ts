import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_FOLDER_MESSAGES as MESSAGES } from '../../shared/backups';
import { APP_ROOT } from '../version';

export class BackupFolderError extends Error {}

const WINDOWS_PATH = /^[A-Za-z]:|\\/;

function isInside(folder: string, parent: string): boolean {
  const relative = path.relative(parent, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The folder as written, checked and normalised before the disk is looked at: no control
 * character (a newline made a second path), no `..` segment (it led under /etc), no Windows path
 * on a POSIX server (it became a folder named "D:\Backup" beside the app).
 */
export function normalisedBackupFolder(folder: string): string {
  if (/\p{Cc}/u.test(folder)) throw new BackupFolderError(MESSAGES.control);
  if (folder.split(/[\\/]/).includes('..')) throw new BackupFolderError(MESSAGES.parent);
  if (process.platform !== 'win32' && WINDOWS_PATH.test(folder)) {
    throw new BackupFolderError(MESSAGES.windows);
  }
  return path.resolve(folder);
}

/**
 * Where an archive may be written: a folder that exists and can be written, outside the app's
 * own code (its data folder excepted). Only the default, DATA_DIR/backups, is created: a missing
 * configured folder is most likely a disk not mounted, and creating it would fill the system disk.
 */
export async function usableBackupFolder(folder: string, dataDir: string): Promise<string> {
  const target = normalisedBackupFolder(folder);
  const data = path.resolve(dataDir);
  const isDefault = target === path.join(data, 'backups');
  if (isDefault) await fs.mkdir(target, { recursive: true, mode: 0o700 });
  const real = await fs.realpath(target).catch(() => null);
  if (!real) throw new BackupFolderError(MESSAGES.missing(target));
  if (!(await fs.stat(real)).isDirectory()) throw new BackupFolderError(MESSAGES.notFolder(target));
  const inApp = (dir: string) => isInside(dir, APP_ROOT) && !isInside(dir, data);
  if (inApp(target) || inApp(real)) throw new BackupFolderError(MESSAGES.insideApp(APP_ROOT));
  // Written for real: permissions, a read-only mount or a full disk all show here.
  const probe = path.join(real, `.sportello-prova-${process.pid}-${Date.now()}`);
  await fs.writeFile(probe, '').catch(() => {
    throw new BackupFolderError(MESSAGES.notWritable(target));
  });
  await fs.rm(probe, { force: true });
  return real;
}
