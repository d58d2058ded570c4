import type { Kysely } from 'kysely';
import { isUuidShape, TICKET_MESSAGES } from '../../../shared/tickets/ticket-schemas';
import type { DB } from '../../db/schema';
import { badRequest } from '../../errors';
import { userExists, userIdByEmail } from './tickets.queries';

const UNKNOWN_USER = "L'utente assegnato non esiste";

/**
 * SPEC §5: a UUID-shaped value is a user id (which must exist); a value with '@' is an e-mail,
 * resolved to its user or to nobody. undefined means "not changing the assignee".
 */
export async function resolveAssignee(
  deps: { db: Kysely<DB> },
  value: string | null | undefined,
): Promise<string | null | undefined> {
  if (value === undefined || value === null) return value;
  if (isUuidShape(value)) {
    if (await userExists(deps.db, value)) return value;
    throw badRequest(UNKNOWN_USER, { fieldErrors: { assigned_to: [UNKNOWN_USER] } });
  }
  if (value.includes('@')) return userIdByEmail(deps.db, value);
  throw badRequest(TICKET_MESSAGES.assigneeInvalid, {
    fieldErrors: { assigned_to: [TICKET_MESSAGES.assigneeInvalid] },
  });
}
