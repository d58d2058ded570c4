import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Proof of consent, written in the ticket's own transaction: the acceptance names the version
 * (its text is kept once per version by ticket-checks), the instant and the address it came from.
 */
export async function recordTermsAcceptance(
  trx: Transaction<DB>,
  acceptance: { ticketId: string; version: string; ip: string; at: string },
): Promise<void> {
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
