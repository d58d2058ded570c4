import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { BackupRunTable } from '../../db/tables/backup-tables';

export type BackupRunRow = BackupRunTable;

/**
 * Records a run that starts now. An automatic run carries its Rome day: when another process (or
 * this one before a restart) already took that day, nothing is inserted and null comes back.
 */
export async function insertRun(
  db: Kysely<DB>,
  run: Pick<BackupRunRow, 'trigger' | 'day_key' | 'folder' | 'requested_by' | 'started_at'>,
): Promise<BackupRunRow | null> {
  const row: BackupRunRow = {
    ...run,
    id: crypto.randomUUID(),
    status: 'running',
    finished_at: null,
    file_name: null,
    size_bytes: null,
    error: null,
  };
  const inserted = await db
    .insertInto('backup_runs')
    .values(row)
    .onConflict((oc) => oc.column('day_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? row : null;
}

export async function finishRun(
  db: Kysely<DB>,
  id: string,
  outcome: Pick<BackupRunRow, 'status' | 'finished_at' | 'file_name' | 'size_bytes' | 'error'>,
): Promise<void> {
  await db.updateTable('backup_runs').set(outcome).where('id', '=', id).execute();
}

export function latestRuns(db: Kysely<DB>, limit: number): Promise<BackupRunRow[]> {
  return db
    .selectFrom('backup_runs')
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findRun(db: Kysely<DB>, id: string): Promise<BackupRunRow | undefined> {
  return db.selectFrom('backup_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A run still going that started after `since` (older ones were cut off by a stop or a crash). */
export function runningSince(db: Kysely<DB>, since: string) {
  return db
    .selectFrom('backup_runs')
    .select('id')
    .where('status', '=', 'running')
    .where('started_at', '>', since)
    .executeTakeFirst();
}

/** The addresses of the active administrators. */
export async function adminAddresses(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', 0)]))
    .execute();
  return rows.map((r) => r.email);
}
