import { type Kysely, sql, type Transaction } from 'kysely';
import { romeToday } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import type { PricingDefaultsDto } from '../../../shared/priced-lines';
import type { PricingTotals } from '../../../shared/pricing';
import { QUOTE_MESSAGES, type QuoteStatus } from '../../../shared/quotes/quotes';
import type { TicketStatus } from '../../../shared/tickets/ticket-status';
import type { DB } from '../../db/schema';
import {
  fromWarehouse,
  lineColumns,
  type StoredLine,
  settingTenths,
} from '../../documents/priced-lines';
import { badRequest } from '../../errors';
import { readSettings } from '../../settings/settings-store';
import { moveTicketStatus } from '../tickets/tickets.service';

/** The pieces every quote write shares: defaults, pricing, items, history, the linked ticket. */

/** A quote without an expiry date sorts after every date (expiry_key). */
export const expiryKey = (date: string | null) => date ?? '9999-12-31';

/** Margin and VAT of a new quote: the Settings defaults (SPEC §9: 30 % and 22 %). */
export async function quoteDefaults(db: Kysely<DB>) {
  const settings = await readSettings(db);
  return {
    marginTenths: settingTenths(settings.default_margin_percentage, 300),
    vatTenths: settingTenths(settings.default_vat_rate, 220),
  };
}

/** GET /api/quotes/defaults: what the form of a new quote starts from (staff may not read Settings). */
export async function quoteDefaultsDto(db: Kysely<DB>): Promise<PricingDefaultsDto> {
  const { marginTenths, vatTenths } = await quoteDefaults(db);
  return { margin_percent: marginTenths / 10, vat_rate: vatTenths / 10 };
}

/**
 * A linked ticket must exist, and the picked products (said in words); the lines come back with
 * a warehouse product's price and cost where they were not sent.
 */
export async function checkReferences(
  db: Kysely<DB>,
  ticketId: string | null | undefined,
  lines: readonly StoredLine[],
): Promise<StoredLine[]> {
  if (ticketId) {
    const ticket = await db
      .selectFrom('tickets')
      .select('id')
      .where('id', '=', ticketId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!ticket) throw badRequest(QUOTE_MESSAGES.ticketInvalid);
  }
  return fromWarehouse(db, lines);
}

export async function insertItems(
  trx: Transaction<DB>,
  quoteId: string,
  lines: readonly StoredLine[],
  totals: PricingTotals,
) {
  if (lines.length === 0) return;
  await trx
    .insertInto('quote_items')
    .values(lineColumns(lines, totals).map((row) => ({ ...row, quote_id: quoteId })))
    .execute();
}

/** The ticket status a quote's status moves its linked ticket to (MODULES "Quotes"). */
const TICKET_FOLLOWS: Partial<Record<QuoteStatus, TicketStatus>> = {
  Inviato: 'Preventivo inviato',
  Accettato: 'Preventivo accettato',
  Rifiutato: 'Rifiutato',
};

/**
 * An accepted quote is the repair's price: the linked ticket's price becomes the quote's total (so
 * *Da saldare* is right), with a note in the ticket's history saying from what, to what and why.
 */
async function priceTicketFromQuote(
  trx: Transaction<DB>,
  change: { quoteId: string; ticketId: string; by: string | null; at: string },
) {
  const [quote, ticket] = await Promise.all([
    trx
      .selectFrom('quotes')
      .select(['quote_number', 'total_cents'])
      .where('id', '=', change.quoteId)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('tickets')
      .select(['price_cents'])
      .where('id', '=', change.ticketId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
  ]);
  const total = Number(quote.total_cents);
  if (!ticket || (ticket.price_cents !== null && Number(ticket.price_cents) === total)) return;
  await trx
    .updateTable('tickets')
    .set((eb) => ({ price_cents: total, version: eb('version', '+', 1), updated_at: change.at }))
    .where('id', '=', change.ticketId)
    .execute();
  const before =
    ticket.price_cents === null ? 'non indicato' : formatCents(Number(ticket.price_cents));
  await trx
    .insertInto('ticket_notes')
    .values({
      id: crypto.randomUUID(),
      ticket_id: change.ticketId,
      author_id: change.by,
      body: `Prezzo aggiornato a ${formatCents(total)} dal preventivo ${quote.quote_number} accettato (prima: ${before}).`,
      created_at: change.at,
      updated_at: null,
    })
    .execute();
}

export async function recordQuoteStatus(
  trx: Transaction<DB>,
  change: {
    quoteId: string;
    ticketId: string | null;
    from: QuoteStatus | null;
    to: QuoteStatus;
    by: string | null;
    via: 'staff' | 'public';
    at: string;
    /** The quote's own e-mail tells the ticket's customer of the ticket's new status. */
    ticketMailed?: boolean;
  },
) {
  // Every writer has updated or inserted the quote row first, so the next number is its own.
  await trx
    .insertInto('quote_status_history')
    .values((eb) => ({
      id: crypto.randomUUID(),
      quote_id: change.quoteId,
      seq: eb
        .selectFrom('quote_status_history')
        .select(sql<number>`coalesce(max(seq), 0) + 1`.as('next'))
        .where('quote_id', '=', change.quoteId),
      from_status: change.from,
      to_status: change.to,
      changed_by: change.by,
      via: change.via,
      created_at: change.at,
    }))
    .execute();
  if (change.ticketId && change.to === 'Accettato')
    await priceTicketFromQuote(trx, { ...change, ticketId: change.ticketId });
  const ticketStatus = TICKET_FOLLOWS[change.to];
  if (change.ticketId && ticketStatus)
    await moveTicketStatus(trx, {
      ticketId: change.ticketId,
      to: ticketStatus,
      by: change.by,
      at: change.at,
      mailed: change.ticketMailed,
    });
}

export const todayIn = (clock: () => Date) => romeToday(clock());
