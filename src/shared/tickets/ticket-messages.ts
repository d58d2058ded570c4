/**
 * Messages about a whole ticket that the staff API, the attachments API, the public pages and
 * the staff sheet all show (SPEC §8): one definition, so the seed's words cannot drift apart.
 */
export const TICKET_NOT_FOUND = 'Ticket non trovato';
