import SQLite from 'better-sqlite3';
import type { BackupManifest } from './backup-manifest';
import { COUNTS_SQL, type CountsRow, snapshotOf } from './create-backup';
import { RestoreError } from './restore-error';

/**
 * The archive's SQLite database before it is restored: `PRAGMA integrity_check` must say ok, and
 * its tickets, accounts and attachments must be the ones the manifest counted (a hash only shows
 * the file is the one the manifest names, and a manifest can be re-hashed).
 */
export function checkSqliteCopy(file: string, manifest: BackupManifest): void {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
    if (problems.join() !== 'ok') {
      throw new RestoreError(
        `Il database del backup è danneggiato (controllo di integrità: ${problems.slice(0, 3).join('; ')}): nulla è stato ripristinato.`,
      );
    }
    const { counts } = snapshotOf(db.prepare(COUNTS_SQL).get() as CountsRow);
    const keys = ['tickets', 'users', 'attachments'] as const;
    if (keys.some((key) => counts[key] !== manifest.counts[key])) {
      throw new RestoreError(
        `Il database del backup non corrisponde al manifest (${counts.tickets} ticket, ${counts.users} account, ${counts.attachments} allegati invece di ${manifest.counts.tickets}, ${manifest.counts.users}, ${manifest.counts.attachments}): nulla è stato ripristinato.`,
      );
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(
      `Il database del backup è illeggibile (${error instanceof Error ? error.message : String(error)}): nulla è stato ripristinato.`,
    );
  } finally {
    db?.close();
  }
}
