import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { trigramCore } from '../../search/text-search';
import { recentMatchIds, type StatusScope } from './ticket-recent-matches.queries';
import { ticketSearch } from './ticket-search';
import { listTicketRows, type TicketListFilter, type TicketRow } from './tickets.queries';

/** Matches read from the index before giving the page up to the general query. */
const MAX_MATCHES_READ = 5000;
/**
 * Tickets the order check may walk. Two common words ("mario rossi", 0.2 % of tickets) fill a page
 * within about 25,000 tickets; rarer matches lie further apart, and then the general query (the
 * FTS answer in full, sorted) is the cheap one.
 */
const CHECK_SPAN = 40_000;

/**
 * The newest page of a search ("mario rossi" at a million tickets). Each word alone
 * matches tens of thousands of rows, so neither the full trigram answer nor a walk of the date
 * index reading every row is cheap. PostgreSQL walks an index that carries the search text
 * (newestPageByWalk). SQLite reads the FTS index backwards from the highest seq and stops at a
 * page. seq follows creation, so the newest matches come first — but not by rule (two creates
 * committing in the other order, an import): the page is kept only when no ticket older in seq is
 * newer than its last row, which the date index answers at once. undefined means "use the general
 * query": another sort, a later page, other filters (PostgreSQL), or that check failed.
 */
export async function newestSearchPage(
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  filter: Omit<TicketListFilter, 'searchStrategy'>,
): Promise<TicketRow[] | undefined> {
  if (filter.sort !== 'created_at' || filter.order !== 'desc' || filter.cursor) return undefined;
  if (deps.dialect === 'postgres') return newestPageByWalk(deps.db, filter);
  const wanted = filter.limit + 1;
  const rows: TicketRow[] = [];
  let below: number | null = null;
  let count = wanted;
  for (let read = 0; read < MAX_MATCHES_READ; read += count, count *= 4) {
    const seqs: number[] | null = await ticketSearch.newestMatches(
      deps.db,
      deps.dialect,
      filter.words,
      below,
      count,
    );
    if (seqs === null) return undefined;
    if (seqs.length > 0) {
      rows.push(
        ...(await listTicketRows(deps.db, { ...filter, searchStrategy: { kind: 'fts', seqs } })),
      );
    }
    const page = rows.sort(newestFirst).slice(0, wanted);
    // Every match has been read: the page is exact whatever the order of seq.
    if (seqs.length < count) return page;
    below = seqs.at(-1) ?? null;
    const last = page.at(-1);
    if (last && page.length === wanted) {
      if ((seqs[0] ?? 0) - (below ?? 0) > CHECK_SPAN) return undefined;
      return (await inSeqOrder(deps.db, last, below)) ? page : undefined;
    }
  }
  return undefined;
}

/**
 * PostgreSQL: the newest page from one walk of the newest live tickets' search text
 * (ticket-recent-matches.ts), when the search box and the status are the only filters; the page
 * is exact because the walk follows the list's own order.
 */
async function newestPageByWalk(
  db: Kysely<DB>,
  filter: Omit<TicketListFilter, 'searchStrategy'>,
): Promise<TicketRow[] | undefined> {
  if (
    filter.priority ||
    filter.lateBefore ||
    filter.staleBefore ||
    filter.assignedTo ||
    filter.createdSince ||
    filter.words.some(isRare)
  )
    return undefined;
  const wanted = filter.limit + 1;
  const scope: StatusScope = filter.status
    ? { only: filter.status }
    : filter.closed
      ? 'all'
      : { notClosed: true };
  const ids = await recentMatchIds(db, filter.words, wanted, scope);
  if (ids.length < wanted) return undefined;
  return listTicketRows(db, { ...filter, searchStrategy: { kind: 'ids', ids } });
}

/**
 * A ticket number or a run of digits (a phone or IMEI fragment) matches a ticket in thousands or
 * fewer: the walk would read its whole span in vain before the pg_trgm query answers (at 1M
 * tickets, "9282" went from 11.6 to 30 ms p50 with the walk in front).
 */
const isRare = (word: string) => trigramCore(word) !== null || /^\d{4,}$/.test(word);

const newestFirst = (a: TicketRow, b: TicketRow) =>
  compare(String(b.created_at), String(a.created_at)) || compare(b.id, a.id);
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Whether every ticket that sorts before the page's last row has a seq of at least `below` (so
 * none was left unread), answered from the date index within CHECK_SPAN entries.
 */
async function inSeqOrder(db: Kysely<DB>, last: TicketRow, below: number | null) {
  const { rows } = await sql<{ lowest: number | null; n: number }>`
    select min(seq) as lowest, count(*) as n from (
      select seq from tickets indexed by tickets_created_idx
      where (created_at, id) > (${String(last.created_at)}, ${last.id}) limit ${CHECK_SPAN}
    )`.execute(db);
  const { lowest, n } = rows[0] ?? { lowest: null, n: 0 };
  return Number(n) < CHECK_SPAN && (lowest === null || Number(lowest) >= (below ?? 0));
}
