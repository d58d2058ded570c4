import { z } from 'zod';
import { addDays } from '../../../shared/calendar';
import { romeDayStart, romeToday } from '../../../shared/format';
import type { DailyCashDto, PaymentsPageDto } from '../../../shared/payments/payment-dto';
import {
  type DailyCashQuery,
  PAYMENT_MESSAGES,
  type PaymentsQuery,
} from '../../../shared/payments/payment-schemas';
import { isAdmin } from '../../../shared/roles';
import type { Actor } from '../../auth/policies';
import { selectDailySums } from '../../db/daily-payment-sums';
import { toIso } from '../../db/normalize';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/context';
import { decodeCursor, toPage } from '../../http/paging';
import { presentDaily, presentPayment } from './payments.presenter';
import {
  type PaymentFilter,
  selectDailyReversals,
  selectPayments,
  selectUserName,
} from './payments.queries';

/** Reading payments: the list and the evening cash count, each with who may read what. */
type Deps = Pick<AppDeps, 'db' | 'clock'>;

const cursorKey = z.tuple([z.string(), z.string()]);

/** Rome's days as instants: `from` included, the day after `to` excluded. */
const dayRange = (from?: string, to?: string) => ({
  from: from ? romeDayStart(from) : undefined,
  to: to ? romeDayStart(addDays(to, 1)) : undefined,
});

/**
 * Anyone on staff reads the payments of a ticket or a customer (the ticket page, the customer's
 * tab); across the shop an employee reads only their own, an admin everyone's or one person's.
 */
export async function listPayments(
  deps: Deps,
  actor: Actor,
  query: PaymentsQuery,
): Promise<PaymentsPageDto> {
  const ownOnly = !isAdmin(actor.role) && !query.ticket_id && !query.customer_id;
  const filter: PaymentFilter = {
    ...dayRange(query.from, query.to),
    method: query.method,
    userId: ownOnly ? actor.id : query.user_id,
    ticketId: query.ticket_id,
    customerId: query.customer_id,
  };
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const rows = await selectPayments(deps.db, filter, query.limit + 1, after);
  const page = toPage(rows, query.limit, (last) => [toIso(last.paid_at), last.id]);
  return { items: page.rows.map(presentPayment), next_cursor: page.next_cursor };
}

/**
 * *Chiusura di cassa*: a Rome day's sums per method and per person. An employee reads their own
 * day only (any `user_id` they send is ignored); an admin any day, everyone or one person.
 */
export async function dailyCash(
  deps: Deps,
  actor: Actor,
  query: DailyCashQuery,
): Promise<DailyCashDto> {
  const date = query.date ?? romeToday(deps.clock());
  const userId = isAdmin(actor.role) ? query.user_id : actor.id;
  const range = { from: romeDayStart(date), to: romeDayStart(addDays(date, 1)), userId };
  const [rows, reversals, name] = await Promise.all([
    selectDailySums(deps.db, range),
    selectDailyReversals(deps.db, range),
    userId ? selectUserName(deps.db, userId) : null,
  ]);
  if (userId && name === null) {
    const message = PAYMENT_MESSAGES.userInvalid;
    throw new AppError(400, 'validation_failed', message, { fieldErrors: { user_id: [message] } });
  }
  return presentDaily(date, userId ? { id: userId, name } : null, rows, reversals);
}
