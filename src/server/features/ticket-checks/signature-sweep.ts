import type { AppDeps } from '../../http/context';
import { SIGNATURES_FOLDER } from '../../storage/stored-folders';
import { referencedSignatureKeys } from './ticket-checks.queries';

/** Younger files may belong to a signature between "file written" and "row inserted". */
const GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes signature files no row points at: those of tickets purged after their 30 days (the rows
 * go with the ticket) and those a crash left before the row was written. Returns how many.
 */
export async function sweepOrphanSignatureFiles(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger' | 'clock'>,
  graceMs = GRACE_MS,
): Promise<number> {
  const cutoff = deps.clock().getTime() - graceMs;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const keep = await referencedSignatureKeys(deps.db, batch);
    for (const key of batch.filter((k) => !keep.has(k))) {
      await deps.storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of deps.storage.list(SIGNATURES_FOLDER)) {
    if (file.modifiedAt.getTime() > cutoff) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (removed > 0) deps.logger.info({ removed }, 'file di firme orfani rimossi');
  return removed;
}
