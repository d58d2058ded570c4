import { isStaff, type Role } from '../roles';

/**
 * A ticket that has taken money (a payment or an issued invoice): its price and its deletion are
 * for employees and admins, as payments are; a `user` account hears why (SPEC §6 roles).
 */
export const MONEY_ROLE_MESSAGES = {
  price:
    'Solo dipendenti e amministratori possono cambiare il prezzo di un ticket con pagamenti o fattura emessa.',
  delete:
    'Solo dipendenti e amministratori possono eliminare un ticket con pagamenti o fattura emessa.',
} as const;

/** Whether this account may not change the price of, nor delete, this ticket. */
export function moneyLockedFor(ticket: { money_taken: boolean }, role: Role): boolean {
  return ticket.money_taken && !isStaff(role);
}
