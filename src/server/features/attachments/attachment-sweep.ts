import type { AppDeps } from '../../http/context';
import { referencedKeys } from './attachments.queries';
import { ATTACHMENTS_PREFIX } from './attachments.service';

/** Younger files may belong to an upload still between "file written" and "row inserted". */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

type SweepDeps = Pick<AppDeps, 'db' | 'storage' | 'logger' | 'clock'>;

/**
 * Removes stored files no attachment row points at: those whose delete failed after their row
 * went, and those a crash left between writing a file and recording it (temporary files too).
 * Safe to run from several processes at once. Returns how many files it removed.
 */
export async function sweepOrphanAttachmentFiles(
  deps: SweepDeps,
  graceMs = SWEEP_GRACE_MS,
): Promise<number> {
  const cutoff = deps.clock().getTime() - graceMs;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const keep = await referencedKeys(deps.db, batch);
    for (const key of batch.filter((k) => !keep.has(k))) {
      try {
        await deps.storage.delete(key);
        removed += 1;
      } catch (error) {
        deps.logger.error({ err: error, key }, 'file orfano non eliminato');
      }
    }
    batch = [];
  };
  for await (const file of deps.storage.list(ATTACHMENTS_PREFIX)) {
    if (file.modifiedAt.getTime() > cutoff) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (removed > 0) deps.logger.info({ removed }, 'file allegati orfani rimossi');
  return removed;
}
