import type { Kysely } from 'kysely';
import { backfillCustomers } from '../customer-backfill';
import { migrationProgress } from '../migration-progress';

/**
 * The register starts with the customers of every ticket, quote and PC build already written,
 * grouped by phone or e-mail and linked (db/customer-backfill.ts). The documents' own customer
 * fields stay what they recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const started = Date.now();
  let reported = 0;
  const totals = await backfillCustomers(db, {
    progress: (documents, linked, customers) => {
      // One line every few seconds: a million documents take minutes.
      if (Date.now() - reported < 5000) return;
      reported = Date.now();
      migrationProgress({ documents, linked, customers }, 'clienti dai documenti: in corso');
    },
  });
  migrationProgress(
    { ...totals, seconds: Math.round((Date.now() - started) / 1000) },
    'clienti dai documenti: fatto',
  );
}

/** The customers stay (they may have been edited since); the links go with the columns' down. */
export async function down(): Promise<void> {}
