import { euroToCents } from '../../../shared/money';
import type { Accessory } from '../../../shared/tickets/ticket-intake';
import { depositExceedsPrice } from '../../../shared/tickets/ticket-intake-fields';
import { TICKET_MESSAGES } from '../../../shared/tickets/ticket-schemas';
import { AppError } from '../../errors';

interface IntakeInput {
  deposit?: number | null;
  accessories?: Accessory[];
}

/**
 * The intake fields whose stored form differs from the API's: the deposit in cents, the
 * accessories as a JSON array (null when none). Only the keys the input carries, so a partial
 * edit leaves the others alone; the plain-text ones pass through as they are.
 */
export function intakeColumns(input: IntakeInput) {
  return {
    ...(input.deposit === undefined
      ? {}
      : { deposit_cents: input.deposit === null ? null : euroToCents(input.deposit) }),
    ...(input.accessories === undefined
      ? {}
      : {
          accessories: input.accessories.length === 0 ? null : JSON.stringify(input.accessories),
        }),
  };
}

/** Judged on the values the ticket will hold, so a price lowered under the deposit is refused too. */
export function assertDepositWithinPrice(price: number | null, deposit: number | null): void {
  if (!depositExceedsPrice(price, deposit)) return;
  throw new AppError(400, 'validation_failed', TICKET_MESSAGES.depositOverPrice, {
    fieldErrors: { deposit: [TICKET_MESSAGES.depositOverPrice] },
  });
}
