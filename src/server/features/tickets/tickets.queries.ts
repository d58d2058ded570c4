import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import { NOT_LATE_STATUSES } from '../../../shared/tickets/ticket-intake';
import type { TicketPriority } from '../../../shared/tickets/ticket-priority';
import { CLOSED_TICKET_STATUS, type TicketStatus } from '../../../shared/tickets/ticket-status';
import { compiledOnce } from '../../db/compiled-once';
import type { DialectName } from '../../db/database';
import { toBool } from '../../db/normalize';
import { paidCentsFor } from '../../db/payment-sums';
import { nextInPeriod } from '../../db/period-counter';
import type { DB } from '../../db/schema';
import { separatePartsCentsFor } from '../../db/ticket-charges';
import type { SearchStrategy } from '../../search/text-search';
import type { SortOrder, TicketCursor, TicketSort } from './ticket-cursor';
import { moneyTakenFor } from './ticket-money.queries';
import { ticketSearch } from './ticket-search';

/** Kysely only: the reads and writes of tickets, their counters and history. */

/**
 * Query builders are immutable, so the common part of every ticket read is built once per
 * database (or transaction) handle: parsing its two dozen column references on each request cost
 * more than compiling the SQL.
 */
const baseSelects = new WeakMap<Kysely<DB>, ReturnType<typeof buildSelectTickets>>();

function selectTickets(db: Kysely<DB>) {
  let base = baseSelects.get(db);
  if (!base) {
    base = buildSelectTickets(db);
    baseSelects.set(db, base);
  }
  return base;
}

/** One ticket with its creator's and assignee's e-mails: what the presenter needs, nothing more. */
function buildSelectTickets(db: Kysely<DB>) {
  return (
    db
      .selectFrom('tickets as t')
      .leftJoin('users as creator', 'creator.id', 't.user_id')
      .leftJoin('users as assignee', 'assignee.id', 't.assigned_to')
      .leftJoin('customers as cu', 'cu.id', 't.customer_id')
      .select([
        't.id',
        't.ticket_number',
        't.description',
        't.status',
        't.priority',
        't.priority_rank',
        't.customer_name',
        't.customer_email',
        't.customer_phone',
        't.customer_id',
        // The linked record's name and review flag: the staff page links to it.
        'cu.display_name as customer_display_name',
        'cu.to_review as customer_to_review',
        't.device_type',
        't.price_cents',
        't.password',
        't.purchase_date',
        't.order_id',
        't.imei',
        't.accessories',
        't.accessories_note',
        't.intake_condition',
        't.expected_ready_date',
        't.price_list_id',
        't.warranty_ticket_id',
        't.warranty_ticket_number',
        't.warranty_delivered_at',
        't.warranty_until',
        't.user_id',
        't.assigned_to',
        't.created_via',
        't.version',
        't.created_at',
        't.updated_at',
        'creator.email as created_by_email',
        'assignee.email as assigned_to_email',
        // Names for what the customer reads (the print sheet): staff e-mails stay in the shop.
        'creator.name as created_by_name',
        'assignee.name as assigned_to_name',
        // What was received makes the balance (the payments' customer is the ticket's customer_id).
        paidCentsFor('ticket_id', 't.id').as('paid_cents'),
        separatePartsCentsFor('t.id').as('separate_parts_cents'),
        moneyTakenFor(sql.ref('t.id')).as('money_taken'),
        // The yellow ring's account, read once per query rather than in a round trip of its own.
        (eb) =>
          eb
            .selectFrom('settings')
            .select('value')
            .where('key', '=', 'ticket_highlight_user_id')
            .as('highlight_user_id'),
      ])
      // A deleted ticket is in no list, count or search, and cannot be read or edited.
      .where('t.deleted_at', 'is', null)
  );
}

export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicketRow>>>;

const ticketById = compiledOnce((db: Kysely<DB>, id: string) =>
  selectTickets(db).where('t.id', '=', id),
);

export async function findTicketRow(db: Kysely<DB>, id: string) {
  const [row] = await ticketById(db, id);
  return row;
}

export interface TicketListFilter {
  /** The search, already split into folded words (ticket-search.ts). */
  words: string[];
  searchStrategy: SearchStrategy;
  status?: TicketStatus;
  priority?: TicketPriority;
  closed: boolean;
  /** "In ritardo": promised before this day (YYYY-MM-DD) and not yet ready or closed. */
  lateBefore?: string;
  /** Not updated since this instant (and not Chiuso). */
  staleBefore?: string;
  assignedTo?: string;
  createdSince?: string;
  /** Only warranty returns (tickets_warranty_idx). */
  warranty?: boolean;
  sort: TicketSort;
  order: SortOrder;
  limit: number;
  cursor?: TicketCursor;
}

/**
 * One page in keyset order: (created_at, id) or (priority_rank, created_at, id), all in the same
 * direction so each sort is one index walk. Fetches one row more than asked to know if more follow.
 */
export function listTicketsQuery(db: Kysely<DB>, filter: TicketListFilter) {
  const direction = filter.order;
  const before = direction === 'desc' ? '<' : '>';
  let query = selectTickets(db);
  // An explicit status filter wins over "hide closed": asking for Chiuso shows Chiuso.
  if (filter.status) query = query.where('t.status', '=', filter.status);
  else if (!filter.closed) query = query.where('t.status', '<>', CLOSED_TICKET_STATUS);
  if (filter.priority) query = query.where('t.priority', '=', filter.priority);
  if (filter.lateBefore) {
    query = query
      .where('t.expected_ready_date', '<', filter.lateBefore)
      .where('t.status', 'not in', [...NOT_LATE_STATUSES]);
  }
  if (filter.staleBefore) {
    query = query
      .where('t.updated_at', '<', filter.staleBefore)
      .where('t.status', '<>', CLOSED_TICKET_STATUS);
  }
  if (filter.assignedTo) query = query.where('t.assigned_to', '=', filter.assignedTo);
  if (filter.createdSince) query = query.where('t.created_at', '>=', filter.createdSince);
  if (filter.warranty) query = query.where('t.warranty_ticket_id', 'is not', null);
  if (filter.words.length > 0) {
    query = query.where(ticketSearch.condition(filter.searchStrategy, filter.words));
  }

  const cursor = filter.cursor;
  if (filter.sort === 'priority') {
    if (cursor) {
      query = query.where((eb) =>
        eb(
          eb.refTuple('t.priority_rank', 't.created_at', 't.id'),
          before,
          eb.tuple(cursor.rank ?? 0, cursor.created_at, cursor.id),
        ),
      );
    }
    query = query.orderBy('t.priority_rank', direction);
  } else if (cursor) {
    query = query.where((eb) =>
      eb(eb.refTuple('t.created_at', 't.id'), before, eb.tuple(cursor.created_at, cursor.id)),
    );
  }
  return query
    .orderBy('t.created_at', direction)
    .orderBy('t.id', direction)
    .limit(filter.limit + 1);
}

export function listTicketRows(db: Kysely<DB>, filter: TicketListFilter) {
  return listTicketsQuery(db, filter).execute();
}

/**
 * The next sequence number of a period, by one upsert: on PostgreSQL the row lock makes
 * concurrent creates wait their turn; on SQLite the single connection already does. It runs
 * inside the ticket's transaction, so a rolled-back create gives its number back.
 */
export const nextTicketSequence = (trx: Transaction<DB>, period: string): Promise<number> =>
  nextInPeriod(trx, 'ticket_counters', period);

export async function recordStatusChange(
  trx: Transaction<DB>,
  change: {
    ticketId: string;
    from: TicketStatus | null;
    to: TicketStatus;
    by: string | null;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto('ticket_status_history')
    .values({
      id: crypto.randomUUID(),
      ticket_id: change.ticketId,
      from_status: change.from,
      to_status: change.to,
      changed_by: change.by,
      // Staff always move a ticket with their account; a later move without one is the
      // customer's answer to a quote on its public page (the opening entry has no `from`).
      changed_via: change.by === null && change.from !== null ? 'customer' : 'staff',
      changed_at: change.at,
    })
    .execute();
}

export const statusHistoryRows = compiledOnce((db: Kysely<DB>, ticketId: string) =>
  db
    .selectFrom('ticket_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select([
      'h.id',
      'h.from_status',
      'h.to_status',
      'h.changed_by',
      'h.changed_via',
      'u.email as changed_by_email',
      'u.name as changed_by_name',
      'h.changed_at',
    ])
    .where('h.ticket_id', '=', ticketId)
    .orderBy('h.changed_at', 'asc')
    // Within one instant the creation entry (from nothing) comes first.
    .orderBy(sql`case when h.from_status is null then 0 else 1 end`)
    .orderBy('h.id', 'asc'),
);

/** An account by id or by e-mail (SPEC §5), and whether it is disabled; undefined: none. */
export async function findAssignee(
  db: Kysely<DB>,
  by: { id: string } | { email: string },
): Promise<{ id: string; disabled: boolean } | undefined> {
  const users = db.selectFrom('users').select(['id', 'banned']);
  const row = await ('id' in by
    ? users.where('id', '=', by.id)
    : users.where('email', '=', by.email)
  ).executeTakeFirst();
  return row && { id: row.id, disabled: toBool(row.banned) };
}

export const insertTicket = (trx: Transaction<DB>, row: Insertable<DB['tickets']>) =>
  trx.insertInto('tickets').values(row).execute();

/**
 * The edit of the version the editor read, bumping it: false when someone saved in between or
 * the ticket was deleted (the guarded UPDATE matched nothing).
 */
export async function updateTicketVersion(
  trx: Transaction<DB>,
  id: string,
  version: number,
  set: Omit<Updateable<DB['tickets']>, 'version'>,
): Promise<boolean> {
  const result = await trx
    .updateTable('tickets')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A ticket's number and status, unless it is deleted. */
export const liveTicketStatus = (trx: Transaction<DB>, id: string) =>
  trx
    .selectFrom('tickets')
    .select(['id', 'ticket_number', 'status'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/**
 * Holds a live ticket's row until the transaction ends on PostgreSQL, so two payments on one
 * ticket read its balance one after the other (SQLite's transactions already take turns).
 */
export const lockLiveTicket = (trx: Transaction<DB>, dialect: DialectName, id: string) =>
  trx
    .selectFrom('tickets')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();

export const setTicketStatus = (trx: Transaction<DB>, id: string, to: TicketStatus, at: string) =>
  trx
    .updateTable('tickets')
    .set((eb) => ({ status: to, version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', id)
    .execute();

/** false when there was no live ticket to delete. */
export async function softDeleteTicket(
  db: Kysely<DB>,
  id: string,
  actorId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('tickets')
    .set({ deleted_at: at, deleted_by: actorId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** For good: the history cascades; the caller detached the files first. */
export const deleteTicketRow = (trx: Transaction<DB>, id: string) =>
  trx.deleteFrom('tickets').where('id', '=', id).execute();
