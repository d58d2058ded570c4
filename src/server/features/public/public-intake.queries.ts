import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Proof of consent, written in the ticket's own transaction: the terms text is kept once per
 * version, and the acceptance names the version, the instant and the address it came from.
 */
export async function recordTermsAcceptance(
  trx: Transaction<DB>,
  acceptance: { ticketId: string; version: string; text: string; ip: string; at: string },
): Promise<void> {
  await trx
    .insertInto('terms_versions')
    .values({
      version: acceptance.version,
      text: acceptance.text,
      first_accepted_at: acceptance.at,
    })
    .onConflict((oc) => oc.column('version').doNothing())
    .execute();
  await trx
    .insertInto('ticket_terms_acceptances')
    .values({
      ticket_id: acceptance.ticketId,
      accepted_at: acceptance.at,
      accepted_ip: acceptance.ip,
      terms_version: acceptance.version,
    })
    .execute();
}
