import {
  CUSTOMER_TICKETS_MAX,
  type CustomerMatchDto,
  type CustomerTicketsDto,
} from '../../../shared/counter/customers';
import { formatPhone } from '../../../shared/phone-format';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { toIso } from '../../db/normalize';
import { notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { foldForSearch, searchWords } from '../../search/text-search';
import { customerTicketRows, recentCustomerRows, ticketCustomer } from './customer-lookup.queries';
import { ticketSearch } from './ticket-search';
import { newestSearchPage } from './ticket-search-newest';

/**
 * Tickets read per customer asked for: enough for `limit` distinct customers when a returning
 * customer has a few recent tickets, few enough that two common names ("mario rossi", 0.2 % of
 * tickets) stay one short ordered read.
 */
const CANDIDATES_PER_CUSTOMER = 3;
const MIN_CANDIDATES = 24;

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
  const words = searchWords(query.q);
  if (words.length === 0) return { items: [] };
  const count = Math.max(MIN_CANDIDATES, query.limit * CANDIDATES_PER_CUSTOMER);
  const rows = await candidateRows(deps, words, count);
  const seen = new Set<string>();
  const items: CustomerMatchDto[] = [];
  for (const row of rows) {
    const folded = foldForSearch(
      `${row.customer_name} ${row.customer_email} ${row.customer_phone ?? ''}`,
    );
    if (!words.every((word) => folded.includes(word))) continue;
    const email = `e:${row.customer_email.toLowerCase()}`;
    const phone = row.customer_phone ? `p:${row.customer_phone}` : null;
    if (seen.has(email) || (phone && seen.has(phone))) continue;
    seen.add(email);
    if (phone) seen.add(phone);
    items.push({
      name: row.customer_name,
      email: row.customer_email,
      phone: row.customer_phone,
      phone_display: row.customer_phone ? formatPhone(row.customer_phone) : null,
      last_ticket_at: toIso(row.created_at),
    });
    if (items.length === query.limit) break;
  }
  return { items };
}

/**
 * The newest `count` live tickets holding every word, closed ones too: the list search's newest
 * page ("mario rossi" at a million tickets is an ordered read that stops there, not a
 * sort of every match), or its general query when that page cannot answer.
 */
async function candidateRows(
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  words: string[],
  count: number,
) {
  const newest = await newestSearchPage(deps, {
    words,
    closed: true,
    sort: 'created_at',
    order: 'desc',
    limit: count - 1, // a page reads one row more than its limit
  });
  if (newest) return newest;
  const strategy = await ticketSearch.chooseStrategy(deps.db, deps.dialect, words);
  return recentCustomerRows(deps.db, { words, strategy }, count);
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
