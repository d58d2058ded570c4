import type { Kysely } from 'kysely';
import { addMonths } from '../../../shared/calendar';
import { romeToday } from '../../../shared/format';
import type { TicketWarrantyDto } from '../../../shared/tickets/ticket-warranty';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { foldForSearch } from '../../search/text-search';
import { readInteger } from '../../settings/settings-store';
import { warrantyCandidates } from './ticket-warranty.queries';

/** A delivered repair's warranty's last day: its price-list entry's months, else the shop's. */
function warrantyUntil(deliveredAt: string, entryMonths: unknown, shopMonths: number): string {
  const months = entryMonths == null ? shopMonths : Number(entryMonths);
  return addMonths(romeToday(new Date(deliveredAt)), months);
}

/**
 * The customer's delivered repairs whose warranty still runs today: anonymising the customer
 * asks first (decision 038), since a warranty claim needs to find who it was.
 */
export async function runningWarranties(
  db: Kysely<DB>,
  customerId: string,
  now: Date,
): Promise<{ id: string; number: string; until: string }[]> {
  const candidates = await warrantyCandidates(db, { excludeId: null, imei: null, customerId });
  const shopMonths = await readInteger(db, 'warranty_months');
  const today = romeToday(now);
  return candidates.flatMap((c) => {
    if (!c.delivered_at) return [];
    const until = warrantyUntil(toIso(c.delivered_at) as string, c.warranty_months, shopMonths);
    return until < today ? [] : [{ id: c.id, number: c.ticket_number, until }];
  });
}

/** The warranty a ticket typed so far would carry, for the form (nothing is stored). */
export async function checkWarranty(
  deps: { db: Kysely<DB>; clock: () => Date },
  query: { imei?: string; customer_id?: string; device_type: string },
): Promise<TicketWarrantyDto> {
  const found = await warrantyOf(deps.db, {
    id: crypto.randomUUID(),
    imei: query.imei ?? null,
    customer_id: query.customer_id || null,
    device_type: query.device_type,
    now: deps.clock(),
  });
  return found.warranty_ticket_number && found.warranty_delivered_at && found.warranty_until
    ? {
        ticket_id: found.warranty_ticket_id,
        ticket_number: found.warranty_ticket_number,
        delivered_at: found.warranty_delivered_at,
        until: found.warranty_until,
      }
    : null;
}

export interface WarrantyColumns {
  warranty_ticket_id: string | null;
  warranty_ticket_number: string | null;
  warranty_delivered_at: string | null;
  warranty_until: string | null;
}

const NONE: WarrantyColumns = {
  warranty_ticket_id: null,
  warranty_ticket_number: null,
  warranty_delivered_at: null,
  warranty_until: null,
};

/**
 * Whether a ticket is a warranty return (decision 030): the latest delivered repair with the same
 * IMEI / serial, or of the same customer and the same device (folded: "iPhone 13" = "IPHONE 13"),
 * delivered at most its warranty ago (the entry's months, else the shop's setting) counted in
 * Rome's days. Its id, number, delivery and last day are copied onto the ticket, so the list,
 * its filter and the sheet read them from the ticket's own row.
 */
export async function warrantyOf(
  db: Kysely<DB>,
  ticket: {
    id: string;
    imei: string | null;
    customer_id: string | null;
    device_type: string;
    now: Date;
  },
): Promise<WarrantyColumns> {
  const imei = ticket.imei?.trim() || null;
  if (!imei && !ticket.customer_id) return NONE;
  const candidates = await warrantyCandidates(db, {
    excludeId: ticket.id,
    imei,
    customerId: ticket.customer_id,
  });
  if (candidates.length === 0) return NONE;
  const device = foldForSearch(ticket.device_type);
  const today = romeToday(ticket.now);
  const shopMonths = await readInteger(db, 'warranty_months');
  let best: WarrantyColumns = NONE;
  for (const c of candidates) {
    const same =
      (imei !== null && c.imei === imei) ||
      (c.customer_id === ticket.customer_id && foldForSearch(c.device_type) === device);
    if (!same || !c.delivered_at) continue;
    const deliveredAt = toIso(c.delivered_at);
    const until = warrantyUntil(deliveredAt, c.warranty_months, shopMonths);
    if (until < today) continue;
    if (best.warranty_delivered_at === null || deliveredAt > best.warranty_delivered_at) {
      best = {
        warranty_ticket_id: c.id,
        warranty_ticket_number: c.ticket_number,
        warranty_delivered_at: deliveredAt,
        warranty_until: until,
      };
    }
  }
  return best;
}
