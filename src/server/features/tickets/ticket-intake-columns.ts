import { euroToCents, formatCents } from '../../../shared/money';
import type { Accessory } from '../../../shared/tickets/ticket-intake';
import { depositExceedsPrice } from '../../../shared/tickets/ticket-intake-fields';
import { TICKET_MESSAGES } from '../../../shared/tickets/ticket-schemas';
import { AppError } from '../../errors';

interface IntakeInput {
  accessories?: Accessory[];
}

/**
 * The intake field whose stored form differs from the API's: the accessories as a JSON array
 * (null when none), only when the input carries it, so a partial edit leaves it alone; the
 * plain-text ones pass through as they are. The deposit is a payment (payments.service).
 */
export function intakeColumns(input: IntakeInput) {
  return {
    ...(input.accessories === undefined
      ? {}
      : {
          accessories: input.accessories.length === 0 ? null : JSON.stringify(input.accessories),
        }),
  };
}

/** A new ticket's deposit may not exceed its price. */
export function assertDepositWithinPrice(price: number | null, deposit: number | null): void {
  if (!depositExceedsPrice(price, deposit)) return;
  throw new AppError(400, 'validation_failed', TICKET_MESSAGES.depositOverPrice, {
    fieldErrors: { deposit: [TICKET_MESSAGES.depositOverPrice] },
  });
}

/** A price lowered under what the ticket has already received is refused (refund first). */
export function assertPriceCoversPaid(price: number | null, paidCents: number): void {
  if (paidCents <= 0 || (price !== null && euroToCents(price) >= paidCents)) return;
  const message = TICKET_MESSAGES.priceUnderPaid(formatCents(paidCents));
  throw new AppError(400, 'validation_failed', message, { fieldErrors: { price: [message] } });
}
