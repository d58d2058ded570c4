import type { Kysely, Transaction } from 'kysely';
import { euroToCents } from '../../../shared/money';
import { ticketChargeCents } from '../../../shared/tickets/ticket-charge';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { formatTicketNumber, ticketPeriod } from '../../../shared/tickets/ticket-number';
import type { TicketCreateInput, TicketUpdateInput } from '../../../shared/tickets/ticket-schemas';
import { DEFAULT_TICKET_STATUS, type TicketStatus } from '../../../shared/tickets/ticket-status';
import type { Actor } from '../../auth/policies';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { refuseInvoicedPriceChange } from '../../documents/live-invoice';
import { AppError, notFound } from '../../errors';
import { type DomainEvents, emitDomainEvent } from '../../events/domain-events';
import type { AppDeps } from '../../http/context';
import { normalizeInternationalPhone } from '../../phone/international-phone';
import {
  attachmentsByTicket,
  detachTicketFiles,
  removeStoredFiles,
} from '../attachments/attachments.service';
import { linkDocumentCustomer, linkPublicIntakeCustomer } from '../customers/customers.service';
import { assertPriceListEntry } from '../price-list/price-list.service';
import { printTicketReceiptsSoon } from '../receipts/receipts.service';
import { resolveAssignee } from './ticket-assignee';
import {
  assertDepositWithinPrice,
  assertPriceCoversPaid,
  intakeColumns,
} from './ticket-intake-columns';
import { assertMayTouchMoney } from './ticket-money-roles';
import { addAutomaticNote } from './ticket-notes.service';
import { statusBeforePartsOrdered } from './ticket-parts-ordered.queries';
import { ticketSearch } from './ticket-search';
import { warrantyOf } from './ticket-warranty';
import { presentStatusChange, presentTicket } from './tickets.presenter';
import {
  deleteTicketRow,
  findTicketRow,
  insertTicket,
  liveTicketStatus,
  lockLiveTicket,
  nextTicketSequence,
  recordStatusChange,
  setTicketStatus,
  softDeleteTicket,
  statusHistoryRows,
  type TicketRow,
  updateTicketVersion,
} from './tickets.queries';

/** Other features note on a ticket through this door (the reminders of customer-messages). */
export { addAutomaticNote, isLiveTicket } from './ticket-notes.service';

/** An accepted quote sets its ticket's price (quotes ask; only this feature writes tickets). */
export { priceTicketFromQuote } from './ticket-pricing.service';

/** What the customers' privacy rights read and empty in a customer's tickets. */
export {
  anonymiseCustomerTickets,
  customerTicketsForExport,
  releaseCustomerFromDeletedTickets,
} from './ticket-privacy';
export { runningWarranties } from './ticket-warranty';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'logger'>;

export const VERSION_CONFLICT =
  'Il ticket è stato modificato da un altro utente: ricarica la pagina e riprova.';

/** Rows → JSON with their attachments: one more query for any number of rows. */
export async function presentTickets(deps: Pick<Deps, 'db'>, rows: TicketRow[]) {
  const attachments = await attachmentsByTicket(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentTicket(row, attachments.get(row.id) ?? []));
}

export async function getTicket(deps: Pick<Deps, 'db'>, id: string) {
  const row = await findTicketRow(deps.db, id);
  if (!row) throw notFound(TICKET_NOT_FOUND);
  const [ticket] = await presentTickets(deps, [row]);
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}

/**
 * A live ticket's money, for payments: its charge and what it has received (cents), or null when the
 * ticket does not exist or was deleted.
 */
export async function ticketMoney(db: Kysely<DB>, id: string) {
  const row = await findTicketRow(db, id);
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    customerId: row.customer_id,
    /** The price plus the parts sold separately: what payments may take (null: no limit yet). */
    chargeCents: ticketChargeCents(
      row.price_cents === null ? null : Number(row.price_cents),
      Number(row.separate_parts_cents),
    ),
    paidCents: Number(row.paid_cents),
  };
}

/**
 * Holds a live ticket's row until the transaction ends (PostgreSQL). Whatever writes a payment
 * on a ticket holds it before taking the receipt counter: taken in that one order, a storno and
 * an *Incassa* on two tickets can never each wait for what the other holds (a deadlock).
 */
export async function holdLiveTicket(trx: Transaction<DB>, dialect: DialectName, id: string) {
  return Boolean(await lockLiveTicket(trx, dialect, id));
}

/**
 * The same inside a payment's transaction, the row held first: two payments on one ticket read
 * its balance one after the other, so they cannot both take the same euros.
 */
export async function lockedTicketMoney(trx: Transaction<DB>, dialect: DialectName, id: string) {
  return (await holdLiveTicket(trx, dialect, id)) ? ticketMoney(trx, id) : null;
}

/** The ticket sheet: the ticket and its status history, oldest first. */
export async function getTicketDetail(deps: Pick<Deps, 'db'>, id: string) {
  const ticket = await getTicket(deps, id);
  const history = await statusHistoryRows(deps.db, id);
  return {
    ...ticket,
    history: history.map((row) => presentStatusChange(row, ticket.customer_name)),
  };
}

export interface CreateOptions {
  /** The signed-in creator; null for the public form. */
  actorId: string | null;
  via: 'staff' | 'public';
  /** The public form's terms were accepted at this instant: the customer's privacy acknowledgement. */
  privacyAckAt?: string;
  /** What the staff form typed for other features (the deposit, the checks): told with the ticket. */
  intake?: DomainEvents['ticketCreated']['intake'];
  /** More writes that must commit with the ticket (e.g. the public form's terms acceptance). */
  inTransaction?: (
    trx: Transaction<DB>,
    ticket: { id: string; ticket_number: string; created_at: string },
  ) => Promise<void>;
}

/**
 * Numbers the ticket and stores it with its first history entry, and tells the features above
 * (ticketCreated: the customer's e-mail, the intake's deposit and checks), in one transaction whose first statement is the counter upsert (a write, so SQLite takes the write
 * lock at once instead of upgrading a read lock).
 */
export async function createTicket(deps: Deps, input: TicketCreateInput, options: CreateOptions) {
  assertDepositWithinPrice(input.price ?? null, input.deposit ?? null);
  const assignedTo = (await resolveAssignee(deps, input.assigned_to)) ?? null;
  await assertPriceListEntry(deps.db, input.price_list_id);
  const now = deps.clock();
  const at = now.toISOString();
  const period = ticketPeriod(now);
  const id = crypto.randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    const ticketNumber = formatTicketNumber(period, await nextTicketSequence(trx, period));
    const typed = {
      customer_name: input.customer_name,
      customer_email: input.customer_email,
      customer_phone: input.customer_phone
        ? normalizeInternationalPhone(input.customer_phone)
        : undefined,
    };
    const link =
      options.via === 'public'
        ? {
            customerId: await linkPublicIntakeCustomer(trx, typed, {
              privacyAckAt: options.privacyAckAt ?? null,
              now: at,
            }),
            fill: {},
          }
        : await linkDocumentCustomer(trx, {
            sent: input.customer_id,
            typed,
            lastName: input.customer_last_name,
            actorId: options.actorId,
            now: at,
          });
    const fields = {
      ticket_number: ticketNumber,
      description: input.description,
      ...typed,
      ...link.fill,
      customer_phone: typed.customer_phone ?? link.fill.customer_phone ?? null,
      device_type: input.device_type,
      imei: input.imei ?? null,
    };
    await insertTicket(trx, {
      id,
      ...fields,
      status: DEFAULT_TICKET_STATUS,
      priority: input.priority,
      price_cents: input.price == null ? null : euroToCents(input.price),
      password: input.password ?? null,
      purchase_date: input.purchase_date ?? null,
      order_id: input.order_id ?? null,
      accessories_note: input.accessories_note ?? null,
      intake_condition: input.intake_condition ?? null,
      expected_ready_date: input.expected_ready_date ?? null,
      ...intakeColumns(input),
      customer_id: link.customerId ?? null,
      price_list_id: input.price_list_id ?? null,
      ...(await warrantyOf(trx, { ...fields, id, customer_id: link.customerId ?? null, now })),
      user_id: options.actorId,
      assigned_to: assignedTo,
      created_via: options.via,
      search_text: ticketSearch.textOf(fields),
      created_at: at,
      updated_at: at,
    });
    await recordStatusChange(trx, {
      ticketId: id,
      from: null,
      to: DEFAULT_TICKET_STATUS,
      by: options.actorId,
      at,
    });
    await emitDomainEvent(trx, 'ticketCreated', {
      ticketId: id,
      ticketNumber,
      via: options.via,
      at,
      ...(options.intake ? { intake: options.intake } : {}),
    });
    await options.inTransaction?.(trx, { id, ticket_number: ticketNumber, created_at: at });
  });
  // The deposit's documento commerciale, recorded with the ticket, goes to the RT now.
  if (options.intake?.deposit) printTicketReceiptsSoon(deps, id);
  return getTicket(deps, id);
}

/**
 * A partial edit of the version the editor last read. The guarded UPDATE follows only the
 * customer link (a read, or the customer a newly typed person becomes); if someone saved in
 * between, it matches nothing and the whole edit is refused (409) instead of silently
 * overwriting theirs.
 */
export async function updateTicket(deps: Deps, actor: Actor, id: string, input: TicketUpdateInput) {
  const actorId = actor.id;
  const current = await findTicketRow(deps.db, id);
  if (!current) throw notFound(TICKET_NOT_FOUND);
  if (Number(current.version) !== input.version) throw versionConflict();
  const { version, price, assigned_to, accessories, customer_id, ...typed } = input;
  // The parts sold separately count too: the price need only cover what they do not.
  if (price !== undefined)
    assertPriceCoversPaid(price, Number(current.paid_cents) - Number(current.separate_parts_cents));
  // The edit form sends the price it shows: only a different one is a change of price.
  if (price !== undefined && priceChanges(price, current.price_cents)) {
    await assertMayTouchMoney(deps.db, actor, id, 'price');
    await refuseInvoicedPriceChange(deps.db, id);
  }
  const assignedTo = await resolveAssignee(deps, assigned_to, current.assigned_to);
  await assertPriceListEntry(deps.db, input.price_list_id);
  const at = deps.clock().toISOString();
  const statusChanged = input.status !== undefined && input.status !== current.status;
  await deps.db.transaction().execute(async (trx) => {
    const typedFields = typed.customer_phone
      ? { ...typed, customer_phone: normalizeInternationalPhone(typed.customer_phone) }
      : typed;
    const link = await linkDocumentCustomer(trx, {
      sent: customer_id,
      typed: typedFields,
      current,
      actorId,
      now: at,
    });
    const fields = { ...definedOnly(typedFields), ...link.fill };
    const merged = { ...current, ...fields };
    const updated = await updateTicketVersion(trx, id, version, {
      ...fields,
      ...(link.customerId === undefined ? {} : { customer_id: link.customerId }),
      ...(price === undefined ? {} : { price_cents: priceCents(price) }),
      ...(assignedTo === undefined ? {} : { assigned_to: assignedTo }),
      ...intakeColumns({ accessories }),
      ...(await warrantyOnEdit(trx, current, { ...merged, customer_id: link.customerId }, deps)),
      search_text: ticketSearch.textOf(merged),
      updated_at: at,
    });
    if (!updated) throw versionConflict();
    if (link.customerId !== undefined && link.customerId !== current.customer_id)
      await emitDomainEvent(trx, 'ticketCustomerChanged', {
        ticketId: id,
        customerId: link.customerId,
      });
    if (statusChanged) await recordStatusMove(trx, current, { to: merged.status, by: actorId, at });
  });
  return getTicket(deps, id);
}

const priceChanges = (price: number | null, cents: number | string | null) =>
  (price === null ? null : euroToCents(price)) !== (cents === null ? null : Number(cents));

/** An edit of the IMEI, device or customer matches the warranty again; others leave it. */
async function warrantyOnEdit(
  trx: Transaction<DB>,
  current: TicketRow,
  next: { imei: string | null; device_type: string; customer_id: string | null | undefined },
  deps: Pick<Deps, 'clock'>,
) {
  const customerId = next.customer_id === undefined ? current.customer_id : next.customer_id;
  const same =
    next.imei === current.imei &&
    next.device_type === current.device_type &&
    customerId === current.customer_id;
  if (same) return {};
  return warrantyOf(trx, { ...next, id: current.id, customer_id: customerId, now: deps.clock() });
}

/** The history entry of a status change, and the news to whoever follows it (the e-mail). */
async function recordStatusMove(
  trx: Transaction<DB>,
  ticket: { id: string; ticket_number: string; status: TicketStatus },
  move: { to: TicketStatus; by: string | null; at: string; mailed?: boolean | undefined },
) {
  const { to, by, at } = move;
  await recordStatusChange(trx, { ticketId: ticket.id, from: ticket.status, to, by, at });
  await emitDomainEvent(trx, 'ticketStatusChanged', {
    ticketId: ticket.id,
    ticketNumber: ticket.ticket_number,
    from: ticket.status,
    to,
    by,
    at,
    mailed: move.mailed ?? false,
  });
}

/**
 * Another document moves a ticket (a quote sent, accepted or refused), inside that document's
 * transaction: the same history entry and customer e-mail as a change on the ticket's form,
 * unless `mailed` says the document's own e-mail already carries the news. A deleted ticket or
 * one already in that status is left alone, and so is one no longer in `from` when it is given.
 */
export async function moveTicketStatus(
  trx: Transaction<DB>,
  move: {
    ticketId: string;
    to: TicketStatus;
    from?: TicketStatus;
    by: string | null;
    at: string;
    mailed?: boolean;
  },
): Promise<void> {
  const ticket = await liveTicketStatus(trx, move.ticketId);
  if (!ticket || ticket.status === move.to) return;
  if (move.from && ticket.status !== move.from) return;
  await setTicketStatus(trx, ticket.id, move.to, move.at);
  await recordStatusMove(trx, ticket, move);
}

/**
 * Purchasing no longer waits for anything for this ticket (its part's line removed, its order
 * cancelled): a ticket still in *Parti ordinate* goes back to the status it had before, with a
 * history entry, the customer's message as any move, and `note` as an automatic note.
 */
export async function leavePartsOrdered(
  trx: Transaction<DB>,
  move: { ticketId: string; by: string | null; at: string; note: string },
): Promise<void> {
  const ticket = await liveTicketStatus(trx, move.ticketId);
  if (ticket?.status !== 'Parti ordinate') return;
  const before = await statusBeforePartsOrdered(trx, move.ticketId);
  const to = before && before !== 'Parti ordinate' ? before : 'In lavorazione';
  await moveTicketStatus(trx, { ...move, from: 'Parti ordinate', to });
  await addAutomaticNote(trx, move.ticketId, move.note, move.at);
}

/**
 * Rows first, in one transaction (attachments, then the ticket, whose history cascades), then the
 * files: a file whose removal fails is logged and swept later; no row is left without its file.
 */
/**
 * Any signed-in account may delete a ticket (SPEC §6) that has taken no money, and nothing is
 * lost at once: the ticket leaves every list, search and the public page, who and when are kept,
 * an admin can restore it for 30 days, and then the daily purge removes it with its files
 * (deleted-tickets.service.ts).
 */
export async function deleteTicket(deps: Deps, actor: Actor, id: string): Promise<void> {
  await assertMayTouchMoney(deps.db, actor, id, 'delete');
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await softDeleteTicket(trx, id, actor.id, at))) throw notFound(TICKET_NOT_FOUND);
    await emitDomainEvent(trx, 'ticketDeleted', { ticketId: id, by: actor.id, at });
  });
}

/** Removes a ticket for good, rows and files: the purge of tickets deleted 30 days ago. */
export async function purgeTicket(deps: Deps, id: string): Promise<void> {
  const keys = await deps.db.transaction().execute(async (trx) => {
    const detached = await detachTicketFiles(trx, [id]);
    await deleteTicketRow(trx, id);
    return detached;
  });
  await removeStoredFiles(deps, keys);
}

const priceCents = (price: number | null) => (price === null ? null : euroToCents(price));
const _nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

const versionConflict = () => new AppError(409, 'version_conflict', VERSION_CONFLICT);

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
