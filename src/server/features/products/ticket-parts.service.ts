import type { Kysely } from 'kysely';
import { STOCK_MESSAGES, type TicketPartDto } from '../../../shared/inventory/stock';
import { centsToEuro, formatCents } from '../../../shared/money';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { refuseInvoicedPriceChange } from '../../documents/live-invoice';
import { conflict, notFound } from '../../errors';
import { ticketMoney } from '../tickets/tickets.service';
import { selectTicketParts, setPartSoldPrice } from './ticket-parts.queries';

type Deps = { db: Kysely<DB> };

/** The parts a repair used: its `ticket` movements with the product, oldest first. */
export async function partsOfTicket(deps: Deps, ticketId: string) {
  const rows = await selectTicketParts(deps.db, ticketId);
  return { items: rows.map(presentPart) };
}

function presentPart(r: Awaited<ReturnType<typeof selectTicketParts>>[number]): TicketPartDto {
  const sold = r.sold_price_cents === null ? null : Number(r.sold_price_cents);
  return {
    id: r.id,
    product_id: r.product_id,
    sku: r.sku,
    name: r.name,
    quantity: -Number(r.delta),
    unit_price: centsToEuro(sold ?? Number(r.price_cents)),
    sold_separately: sold !== null,
    user_name: r.user_name,
    created_at: toIso(r.created_at),
  };
}

/**
 * A part inside the repair's price or *venduto a parte*: the ticket's total and balance follow.
 * Refused on an invoiced ticket (the credit note corrects it) and when the total would fall below
 * what the ticket already received.
 */
export async function setPartSoldSeparately(
  deps: Deps,
  ticketId: string,
  partId: string,
  soldSeparately: boolean,
) {
  await deps.db.transaction().execute(async (trx) => {
    await refuseInvoicedPriceChange(trx, ticketId);
    if (!(await setPartSoldPrice(trx, { ticketId, partId, soldSeparately })))
      throw notFound(STOCK_MESSAGES.partNotFound);
    const money = await ticketMoney(trx, ticketId);
    if (!money) throw notFound(STOCK_MESSAGES.partNotFound);
    if (!soldSeparately && money.paidCents > (money.chargeCents ?? 0))
      throw conflict(STOCK_MESSAGES.partUnderPaid(formatCents(money.paidCents)));
  });
  return partsOfTicket(deps, ticketId);
}
