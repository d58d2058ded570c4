import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { forgetAcceptanceAddresses } from './public-privacy.queries';

/**
 * What the customer's privacy rights ask of the public form's records: in the anonymisation's
 * transaction, the proof of consent of these tickets keeps when and which terms, and forgets the
 * address the form was sent from.
 */
export function forgetTermsAcceptanceAddresses(trx: Transaction<DB>, ticketIds: string[]) {
  return forgetAcceptanceAddresses(trx, ticketIds);
}
