import {
  CUSTOMER_TICKETS_MAX,
  type CustomerMatchDto,
  type CustomerTicketsDto,
} from '../../../shared/counter/customers';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { toIso } from '../../db/normalize';
import { notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { foldForSearch, type SearchStrategy, TRIGRAM } from '../../search/text-search';
import { customerTicketRows, recentCustomerRows, ticketCustomer } from './customer-lookup.queries';
import { recentMatchIds } from './ticket-recent-matches';
import { ticketSearch } from './ticket-search';

/**
 * Tickets read per lookup: enough for `limit` distinct customers when a returning customer has
 * several recent tickets, few enough that a common surname stays one short index walk.
 */
const CANDIDATES = 60;

/**
 * Customers of earlier tickets matching what was typed, most recent data first: the newest
 * ticket of a person wins, and a later row with the same phone or the same e-mail is the same
 * person. The search text also holds device and description, so a row counts only when every
 * word is in the customer's own fields.
 */
export async function lookupCustomers(
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  query: { q: string; limit: number },
): Promise<{ items: CustomerMatchDto[] }> {
  const search = await ticketSearch.forQuery(deps.db, deps.dialect, query.q);
  if (!search) return { items: [] };
  const rows = await candidateRows(deps, search);
  const seen = new Set<string>();
  const items: CustomerMatchDto[] = [];
  for (const row of rows) {
    const folded = foldForSearch(
      `${row.customer_name} ${row.customer_email} ${row.customer_phone ?? ''}`,
    );
    if (!search.words.every((word) => folded.includes(word))) continue;
    const email = `e:${row.customer_email.toLowerCase()}`;
    const phone = row.customer_phone ? `p:${row.customer_phone}` : null;
    if (seen.has(email) || (phone && seen.has(phone))) continue;
    seen.add(email);
    if (phone) seen.add(phone);
    items.push({
      name: row.customer_name,
      email: row.customer_email,
      phone: row.customer_phone,
      last_ticket_at: toIso(row.created_at),
    });
    if (items.length === query.limit) break;
  }
  return { items };
}

/**
 * The newest CANDIDATES tickets holding every word, without reading every match of a common name
 * (issue 18: "mario rossi" at a million tickets). PostgreSQL walks the newest tickets' search text;
 * SQLite reads its FTS index backwards from the highest seq, which follows creation closely enough
 * for suggestions (an import may shift which 60 are read, never what matches). Rarer words, and
 * words too short for the trigram index, take the list search's own query.
 */
async function candidateRows(
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  search: { words: string[]; strategy: SearchStrategy },
) {
  const read = (strategy: SearchStrategy) =>
    recentCustomerRows(deps.db, { ...search, strategy }, CANDIDATES);
  if (deps.dialect === 'postgres') {
    const ids = await recentMatchIds(deps.db, search.words, CANDIDATES, 'all');
    if (ids.length === CANDIDATES) return read({ kind: 'ids', ids });
  } else if (search.words.every((word) => word.length >= TRIGRAM)) {
    const seqs = await ticketSearch.newestMatches(
      deps.db,
      deps.dialect,
      search.words,
      null,
      CANDIDATES,
    );
    if (seqs) return read({ kind: 'fts', seqs });
  }
  return read(search.strategy);
}

/** The other tickets of this ticket's customer (same e-mail or same phone), newest first. */
export async function customerTickets(
  deps: Pick<AppDeps, 'db'>,
  ticketId: string,
): Promise<CustomerTicketsDto> {
  const customer = await ticketCustomer(deps.db, ticketId);
  if (!customer) throw notFound(TICKET_NOT_FOUND);
  const rows = await customerTicketRows(
    deps.db,
    { excludeId: ticketId, email: customer.customer_email, phone: customer.customer_phone },
    CUSTOMER_TICKETS_MAX + 1,
  );
  return {
    items: rows.slice(0, CUSTOMER_TICKETS_MAX).map((row) => ({
      id: row.id,
      ticket_number: row.ticket_number,
      status: row.status,
      device_type: row.device_type,
      created_at: toIso(row.created_at),
    })),
    more: rows.length > CUSTOMER_TICKETS_MAX,
  };
}
