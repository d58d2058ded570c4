import type { Transaction } from 'kysely';
import { romeToday } from '../../../shared/format';
import { euroToCents } from '../../../shared/money';
import type { PaymentDto } from '../../../shared/payments/payment-dto';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-schemas';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { conflict } from '../../errors';
import { assertPaymentDayOpen, correctionNote } from '../cash-days/cash-days.service';
import { holdLiveTicket } from '../tickets/tickets.service';
import { insertPayment, markReversed } from './payments.queries';

/** The Rome year an instant falls in: a receipt's numbering year. */
export const romeYear = (instant: string) => Number(romeToday(new Date(instant)).slice(0, 4));

/** The storno row and the original's link to it, in the caller's transaction. */
export async function writeStorno(
  trx: Transaction<DB>,
  dialect: DialectName,
  original: PaymentDto,
  actorId: string,
  reason: string,
  at: string,
  stornoId: string = crypto.randomUUID(),
): Promise<void> {
  // A closed day stays as it was counted: the correction goes into today's, with a note.
  const userId = original.user_id ?? actorId;
  const closedNote = await correctionNote(trx, { userId, at: original.paid_at });
  if (closedNote) await assertPaymentDayOpen(trx, { userId, at });
  if (original.ticket_id) await holdLiveTicket(trx, dialect, original.ticket_id);
  await insertPayment(
    trx,
    {
      id: stornoId,
      customer_id: original.customer_id,
      ticket_id: original.ticket_id,
      invoice_id: original.invoice_id,
      sale_id: original.sale_id,
      amount_cents: euroToCents(original.amount),
      direction: original.direction === 'incasso' ? 'rimborso' : 'incasso',
      method: original.method,
      paid_at: closedNote ? at : original.paid_at,
      note: closedNote ? `${reason} (${closedNote})` : reason,
      user_id: original.user_id,
      entered_by: actorId,
      created_at: at,
      reverses_id: original.id,
    },
    romeYear(at),
  );
  if (!(await markReversed(trx, original.id, stornoId)))
    throw conflict(PAYMENT_MESSAGES.alreadyReversed);
}
