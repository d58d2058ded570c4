import type { Kysely } from 'kysely';
import { isStaff } from '../../../shared/roles';
import { MONEY_ROLE_MESSAGES } from '../../../shared/tickets/ticket-money-roles';
import type { Actor } from '../../auth/policies';
import type { DB } from '../../db/schema';
import { forbidden } from '../../errors';
import { hasTakenMoney } from './ticket-money.queries';

/**
 * A `user` account may not take money (POST /api/payments is staff), so it may not undo it
 * either: the price and the deletion of a ticket that has taken some are for employees and
 * admins. Any other edit, and a ticket that has taken nothing, stay open to every account.
 */
export async function assertMayTouchMoney(
  db: Kysely<DB>,
  actor: Actor,
  ticketId: string,
  act: keyof typeof MONEY_ROLE_MESSAGES,
): Promise<void> {
  if (isStaff(actor.role)) return;
  if (await hasTakenMoney(db, ticketId)) throw forbidden(MONEY_ROLE_MESSAGES[act]);
}
