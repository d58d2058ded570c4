import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { keepTermsText as insertTermsText } from './ticket-checks.queries';

/**
 * The shop's terms text, kept once per version, in the caller's transaction: a signature at the
 * counter and an acceptance on the public form both name the version they were shown.
 */
export function keepTermsText(
  db: Kysely<DB> | Transaction<DB>,
  version: string,
  text: string,
  at: string,
): Promise<void> {
  return insertTermsText(db, version, text, at);
}
