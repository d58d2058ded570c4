import { type Kysely, sql, type Transaction } from 'kysely';
import { parseDecimalInput } from '../../../shared/decimal-input';
import { romeToday } from '../../../shared/format';
import { euroToCents } from '../../../shared/money';
import type { PricingTotals } from '../../../shared/pricing';
import {
  QUOTE_MESSAGES,
  type QuoteDefaultsDto,
  type QuoteItemInput,
  type QuoteStatus,
} from '../../../shared/quotes/quotes';
import type { TicketStatus } from '../../../shared/tickets/ticket-status';
import type { DB } from '../../db/schema';
import { badRequest } from '../../errors';
import { readSettings } from '../../settings/settings-store';
import { moveTicketStatus } from '../tickets/tickets.service';

/** The pieces every quote write shares: defaults, pricing, items, history, the linked ticket. */

/** A quote without an expiry date sorts after every date (expiry_key). */
export const expiryKey = (date: string | null) => date ?? '9999-12-31';

const tenths = (value: string, fallback: number) => {
  const parsed = parseDecimalInput(value, 1);
  return parsed.ok ? parsed.scaled : fallback;
};

/** Margin and VAT of a new quote: the Settings defaults (SPEC §9: 30 % and 22 %). */
export async function quoteDefaults(db: Kysely<DB>) {
  const settings = await readSettings(db);
  return {
    marginTenths: tenths(settings.default_margin_percentage, 300),
    vatTenths: tenths(settings.default_vat_rate, 220),
  };
}

/** GET /api/quotes/defaults: what the form of a new quote starts from (staff may not read Settings). */
export async function quoteDefaultsDto(db: Kysely<DB>): Promise<QuoteDefaultsDto> {
  const { marginTenths, vatTenths } = await quoteDefaults(db);
  return { margin_percent: marginTenths / 10, vat_rate: vatTenths / 10 };
}

export interface StoredItem {
  description: string;
  quantity: number;
  unitCostCents: number;
  productId: string | null;
}

export const fromInput = (items: readonly QuoteItemInput[]): StoredItem[] =>
  items.map((i) => ({
    description: i.description,
    quantity: i.quantity,
    unitCostCents: euroToCents(i.unit_cost),
    productId: i.product_id ?? null,
  }));

export const totalsColumns = (totals: PricingTotals) => ({
  taxable_cents: totals.taxableCents,
  vat_cents: totals.vatAmountCents,
  total_cents: totals.totalCents,
  margin_cents: totals.marginAmountCents,
});

/** A linked ticket and picked products must exist: said in words, not as a database error. */
export async function checkReferences(
  db: Kysely<DB>,
  ticketId: string | null | undefined,
  items: readonly StoredItem[],
) {
  if (ticketId) {
    const ticket = await db
      .selectFrom('tickets')
      .select('id')
      .where('id', '=', ticketId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!ticket) throw badRequest(QUOTE_MESSAGES.ticketInvalid);
  }
  const productIds = [...new Set(items.flatMap((i) => (i.productId ? [i.productId] : [])))];
  if (productIds.length === 0) return;
  const found = await db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', productIds)
    .execute();
  if (found.length !== productIds.length) throw badRequest(QUOTE_MESSAGES.productInvalid);
}

export async function insertItems(
  trx: Transaction<DB>,
  quoteId: string,
  items: readonly StoredItem[],
  totals: PricingTotals,
) {
  if (items.length === 0) return;
  await trx
    .insertInto('quote_items')
    .values(
      items.map((item, position) => {
        const priced = totals.lines[position];
        return {
          id: crypto.randomUUID(),
          quote_id: quoteId,
          position,
          product_id: item.productId,
          description: item.description,
          quantity: item.quantity,
          unit_cost_cents: item.unitCostCents,
          unit_price_cents: priced?.unitPriceCents ?? 0,
          line_total_cents: priced?.lineTotalCents ?? 0,
        };
      }),
    )
    .execute();
}

/** The ticket status a quote's status moves its linked ticket to (MODULES "Quotes"). */
const TICKET_FOLLOWS: Partial<Record<QuoteStatus, TicketStatus>> = {
  Inviato: 'Preventivo inviato',
  Accettato: 'Preventivo accettato',
  Rifiutato: 'Rifiutato',
};

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
  const ticketStatus = TICKET_FOLLOWS[change.to];
  if (change.ticketId && ticketStatus)
    await moveTicketStatus(trx, {
      ticketId: change.ticketId,
      to: ticketStatus,
      by: change.by,
      at: change.at,
    });
}

export const todayIn = (clock: () => Date) => romeToday(clock());
