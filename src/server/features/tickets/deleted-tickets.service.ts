import { z } from 'zod';
import {
  DELETED_TICKET_DAYS,
  type DeletedTicketDto,
} from '../../../shared/tickets/deleted-tickets';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { toIso } from '../../db/normalize';
import { notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { decodeCursor, toPage } from '../../http/paging';
import { deletedTicketRows, expiredDeletedIds, undeleteTicket } from './deleted-tickets.queries';
import { purgeTicket } from './tickets.service';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'logger'>;

const DAY_MS = 24 * 60 * 60_000;
const deletedKey = z.tuple([z.iso.datetime(), z.string().min(1)]);

function restorableSince(now: Date): string {
  return new Date(now.getTime() - DELETED_TICKET_DAYS * DAY_MS).toISOString();
}

/** The admin's 'Ticket eliminati': the last 30 days, newest deletion first, a page at a time. */
export async function listDeletedTickets(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: { limit: number; cursor?: string },
): Promise<{ items: DeletedTicketDto[]; next_cursor: string | null }> {
  const rows = await deletedTicketRows(deps.db, {
    since: restorableSince(deps.clock()),
    limit: query.limit + 1,
    after: query.cursor ? decodeCursor(query.cursor, deletedKey) : undefined,
  });
  const page = toPage(rows, query.limit, (last) => [
    toIso(last.deleted_at as string | Date),
    last.id,
  ]);
  return {
    items: page.rows.map((row) => ({ ...row, deleted_at: toIso(row.deleted_at as string | Date) })),
    next_cursor: page.next_cursor,
  };
}

/** 'Ripristina': the ticket is back as it was, number, history and files included. */
export async function restoreTicket(deps: Pick<Deps, 'db' | 'clock'>, id: string) {
  const ticketNumber = await undeleteTicket(deps.db, id, restorableSince(deps.clock()));
  if (!ticketNumber) throw notFound(TICKET_NOT_FOUND);
  return { id, ticket_number: ticketNumber };
}

/** The daily purge: tickets deleted more than 30 days ago go for good, with their files. */
export async function purgeDeletedTickets(deps: Deps): Promise<number> {
  const before = restorableSince(deps.clock());
  let purged = 0;
  for (;;) {
    const batch = await expiredDeletedIds(deps.db, before, 100);
    for (const { id } of batch) await purgeTicket(deps, id);
    purged += batch.length;
    if (batch.length < 100) return purged;
  }
}
