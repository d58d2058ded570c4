import type { Kysely, Transaction } from 'kysely';
import { romeToday } from '../../../shared/format';
import type { PricingDefaultsDto } from '../../../shared/priced-lines';
import type { PricingTotals } from '../../../shared/pricing';
import { QUOTE_MESSAGES, type QuoteStatus } from '../../../shared/quotes/quotes';
import type { TicketStatus } from '../../../shared/tickets/ticket-status';
import type { DB } from '../../db/schema';
import {
  fromWarehouse,
  lineColumns,
  type StoredLine,
  settingHundredths,
  settingTenths,
} from '../../documents/priced-lines';
import { badRequest } from '../../errors';
import { readSettings } from '../../settings/settings-store';
import { isLiveTicket, moveTicketStatus, priceTicketFromQuote } from '../tickets/tickets.service';
import { insertItemRows, insertStatusRow, selectQuoteTotal } from './quote-writes.queries';

/** The pieces every quote write shares: defaults, pricing, items, history, the linked ticket. */

/** A quote without an expiry date sorts after every date (expiry_key). */
export const expiryKey = (date: string | null) => date ?? '9999-12-31';

/** Margin and VAT of a new quote: the Settings defaults (SPEC §9: 30 % and 22 %). */
export async function quoteDefaults(db: Kysely<DB>) {
  const settings = await readSettings(db);
  return {
    marginTenths: settingTenths(settings.default_margin_percentage, 300),
    vatHundredths: settingHundredths(settings.default_vat_rate, 2200),
  };
}

/** GET /api/quotes/defaults: what the form of a new quote starts from (staff may not read Settings). */
export async function quoteDefaultsDto(db: Kysely<DB>): Promise<PricingDefaultsDto> {
  const { marginTenths, vatHundredths } = await quoteDefaults(db);
  return { margin_percent: marginTenths / 10, vat_rate: vatHundredths / 100 };
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
  if (ticketId && !(await isLiveTicket(db, ticketId)))
    throw badRequest(QUOTE_MESSAGES.ticketInvalid);
  return fromWarehouse(db, lines);
}

export async function insertItems(
  trx: Transaction<DB>,
  quoteId: string,
  lines: readonly StoredLine[],
  totals: PricingTotals,
) {
  if (lines.length === 0) return;
  await insertItemRows(
    trx,
    lineColumns(lines, totals).map((row) => ({ ...row, quote_id: quoteId })),
  );
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
    /** The quote's own e-mail tells the ticket's customer of the ticket's new status. */
    ticketMailed?: boolean;
  },
) {
  await insertStatusRow(trx, change);
  if (change.ticketId && change.to === 'Accettato') {
    const quote = await selectQuoteTotal(trx, change.quoteId);
    await priceTicketFromQuote(trx, {
      ticketId: change.ticketId,
      totalCents: quote.totalCents,
      quoteNumber: quote.quoteNumber,
      by: change.by,
      at: change.at,
    });
  }
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
