import { romeToday } from '../../../shared/format';
import type { AppDeps } from '../../http/context';
import { toPage } from '../../http/paging';
import { searchWords } from '../../search/text-search';
import { staleWindow, startOfRomeToday } from './ticket-counts.service';
import { cursorKey, decodeCursor } from './ticket-cursor';
import { ticketSearch } from './ticket-search';
import { newestSearchPage } from './ticket-search-newest.queries';
import { listTicketRows } from './tickets.queries';
import type { ListQuery } from './tickets.schemas';
import { presentTickets } from './tickets.service';

/**
 * One page of the staff list, filtered, searched and sorted by the database, with the cursor of
 * the next page (null on the last one). No total count: counting 100k rows on every keystroke of a
 * search would cost more than the page itself.
 */
export async function listTickets(
  deps: Pick<AppDeps, 'db' | 'dialect' | 'clock'>,
  actorId: string,
  query: ListQuery,
) {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort, query.order) : undefined;
  const words = query.q ? searchWords(query.q) : [];
  const lateBefore = query.late ? romeToday(deps.clock()) : undefined;
  const filter = {
    ...query,
    words,
    cursor,
    lateBefore,
    staleBefore: query.stale ? (await staleWindow(deps)).before : undefined,
    assignedTo: query.mine ? actorId : undefined,
    createdSince: query.today ? startOfRomeToday(deps) : undefined,
  };
  const rows =
    (words.length > 0 ? await newestSearchPage(deps, filter) : undefined) ??
    (await listTicketRows(deps.db, {
      ...filter,
      searchStrategy: await ticketSearch.chooseStrategy(deps.db, deps.dialect, words),
    }));
  const page = toPage(rows, query.limit, (last) =>
    cursorKey({
      sort: query.sort,
      order: query.order,
      rank: query.sort === 'priority' ? Number(last.priority_rank) : undefined,
      created_at: toCursorInstant(last.created_at),
      id: last.id,
    }),
  );
  return { items: await presentTickets(deps, page.rows), next_cursor: page.next_cursor };
}

/** The stored instant exactly as the next query will compare it (ISO text on both engines). */
function toCursorInstant(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : value;
}
