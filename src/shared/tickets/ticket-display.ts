/** How the list and the sheets name a ticket's creator (SPEC §2 "created-by"). */
export const PUBLIC_FORM_CREATOR = 'Modulo online';
export const DELETED_ACCOUNT_CREATOR = 'Account eliminato';

export type TicketCreatedVia = 'staff' | 'public';

/** `creator`: how the account is named where this is read (e-mail for staff, name on paper). */
export function createdByLabel(createdVia: TicketCreatedVia, creator: string | null): string {
  if (createdVia === 'public') return PUBLIC_FORM_CREATOR;
  return creator ?? DELETED_ACCOUNT_CREATOR;
}
