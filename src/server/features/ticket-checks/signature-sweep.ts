import type { AppDeps } from '../../http/context';
import { SIGNATURES_FOLDER } from '../../storage/stored-folders';
import { deleteExpiredSignatures, referencedSignatureKeys } from './ticket-checks.queries';

/** Younger files may belong to a signature between "file written" and "row inserted". */
const GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;
/**
 * An anonymised customer's signed intake and pickup records are kept ten years from signing:
 * the ordinary limitation of claims (art. 2946 c.c.), within GDPR art. 17(3)(e); decision 038.
 */
export const SIGNATURE_KEPT_YEARS = 10;

/**
 * Deletes the signatures of anonymised customers kept their ten years, then removes signature
 * files no row points at: those, those of tickets purged after their 30 days (the rows go with
 * the ticket) and those a crash left before the row was written. Returns how many files.
 */
export async function sweepOrphanSignatureFiles(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger' | 'clock'>,
  graceMs = GRACE_MS,
): Promise<number> {
  const now = deps.clock();
  const expiry = new Date(now);
  expiry.setUTCFullYear(expiry.getUTCFullYear() - SIGNATURE_KEPT_YEARS);
  await deleteExpiredSignatures(deps.db, expiry.toISOString());
  const cutoff = now.getTime() - graceMs;
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
