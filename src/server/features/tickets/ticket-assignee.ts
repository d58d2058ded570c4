import type { Kysely } from 'kysely';
import { isUuidShape, TICKET_MESSAGES } from '../../../shared/tickets/ticket-schemas';
import type { DB } from '../../db/schema';
import { badRequest } from '../../errors';
import { findAssignee } from './tickets.queries';

const UNKNOWN_USER = "L'utente assegnato non esiste";

const refuse = (message: string) =>
  badRequest(message, { fieldErrors: { assigned_to: [message] } });

/**
 * SPEC §5: a UUID-shaped value is a user id (which must exist); a value with '@' is an e-mail,
 * resolved to its user or to nobody. undefined means "not changing the assignee". A disabled
 * account is refused (as tasks refuse it), unless it is `current`: a ticket keeps its former
 * assignee when edited for something else.
 */
export async function resolveAssignee(
  deps: { db: Kysely<DB> },
  value: string | null | undefined,
  current: string | null = null,
): Promise<string | null | undefined> {
  if (value === undefined || value === null) return value;
  let found: Awaited<ReturnType<typeof findAssignee>>;
  if (isUuidShape(value)) {
    found = await findAssignee(deps.db, { id: value });
    if (!found) throw refuse(UNKNOWN_USER);
  } else if (value.includes('@')) {
    found = await findAssignee(deps.db, { email: value });
    if (!found) return null;
  } else throw refuse(TICKET_MESSAGES.assigneeInvalid);
  if (found.disabled && found.id !== current) throw refuse(TICKET_MESSAGES.assigneeDisabled);
  return found.id;
}
