import { divRoundHalfAway } from '../../../shared/rounding';

/**
 * The product's cost after a receipt (decision 043): the weighted average of the pieces on hand at
 * their cost and the pieces received at theirs, to the cent. Pieces on hand without a known cost
 * (or none on hand) leave the received cost alone: averaging with an unknown would invent one.
 */
export function weightedCost(
  onHand: { quantity: number; costCents: number | null },
  received: { quantity: number; unitCostCents: number },
): number {
  if (onHand.costCents === null || onHand.quantity <= 0) return received.unitCostCents;
  const value =
    BigInt(onHand.quantity) * BigInt(onHand.costCents) +
    BigInt(received.quantity) * BigInt(received.unitCostCents);
  return Number(divRoundHalfAway(value, BigInt(onHand.quantity + received.quantity)));
}
