import type { Kysely } from 'kysely';
import { isUuidShape } from '../../../shared/tickets/ticket-schemas';
import type { DB } from '../../db/schema';
import { readFlag } from '../../settings/settings-store';
import { publicChecks } from '../ticket-checks/ticket-checks.service';
import { type PublicTicket, presentPublicTicket } from './public-ticket.presenter';
import { findPublicTicket } from './public-ticket.queries';

export type PublicTicketLookup =
  | { kind: 'invalid_id' }
  | { kind: 'not_found' }
  | { kind: 'found'; ticket: PublicTicket };

/** A ticket's public view by its id (the capability in the URL); database errors are thrown. */
export async function lookupPublicTicket(db: Kysely<DB>, id: string): Promise<PublicTicketLookup> {
  if (!isUuidShape(id)) return { kind: 'invalid_id' };
  const [row, showPassword] = await Promise.all([
    findPublicTicket(db, id.toLowerCase()),
    readFlag(db, 'public_show_device_password'),
  ]);
  if (!row) return { kind: 'not_found' };
  const checks = await publicChecks(db, row.ticket.id);
  return { kind: 'found', ticket: presentPublicTicket(row, showPassword, checks) };
}
