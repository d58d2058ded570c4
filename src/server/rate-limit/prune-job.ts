import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Logger } from '../logger';
import { pruneCounters } from './rate-limit';

/** Keeps the rate-limit tables from growing forever (run hourly by jobs/background-jobs.ts). */
export async function pruneRateLimitCounters(deps: {
  db: Kysely<DB>;
  logger: Logger;
  clock: () => Date;
}): Promise<void> {
  const removed = await pruneCounters(deps.db, deps.clock());
  if (removed > 0)
    deps.logger.info({ removed }, 'contatori dei limiti di richieste scaduti rimossi');
}
