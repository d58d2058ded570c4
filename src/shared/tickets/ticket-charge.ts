import { centsToEuro } from '../money';

/**
 * What a ticket charges, in cents: the repair's price plus the parts *venduti a parte*. Null when
 * there is neither a price nor a part sold separately (nothing to pay yet).
 */
export function ticketChargeCents(priceCents: number | null, separatePartsCents: number) {
  if (priceCents === null && separatePartsCents === 0) return null;
  return (priceCents ?? 0) + separatePartsCents;
}

/** What the customer still owes (*Da saldare*), in euros: the charge less what was paid; null without one. */
export function balanceDue(chargeCents: number | null, paidCents: number): number | null {
  if (chargeCents === null) return null;
  return centsToEuro(chargeCents - paidCents);
}
