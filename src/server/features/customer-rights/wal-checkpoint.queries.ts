import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * SQLite keeps the pages as they were before a change in its WAL until a checkpoint: copying
 * them into the database (whose freed space secure_delete zeroes) and truncating the WAL leaves
 * no older copy of an erased person. False when a reader kept the checkpoint from finishing.
 */
export async function checkpointWal(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  return Number(rows[0]?.busy ?? 1) === 0;
}
