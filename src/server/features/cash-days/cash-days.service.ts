import type { Kysely, Transaction } from 'kysely';
import { addDays } from '../../../shared/calendar';
import type { CashDayDto, RtReportDto } from '../../../shared/cash-days/cash-day-dto';
import {
  CASH_DAY_MESSAGES,
  type CashDayCloseInput,
  type CashDayOpenInput,
  type CashDayQuery,
  type CashDrawerMode,
  type CashMovementInput,
  TILL_DRAWER,
} from '../../../shared/cash-days/cash-day-schemas';
import { formatCalendarDate, romeDayStart, romeToday } from '../../../shared/format';
import { euroToCents } from '../../../shared/money';
import type { PaymentMethod } from '../../../shared/payments/payment-methods';
import { isAdmin } from '../../../shared/roles';
import type { Actor } from '../../auth/policies';
import { selectDailySums } from '../../db/daily-payment-sums';
import { isUniqueViolation } from '../../db/db-errors';
import type { DB } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { readSetting } from '../../settings/settings-store';
import { closingTenders } from './cash-day-closing';
import { presentCashDay, presentRtReport } from './cash-days.presenter';
import {
  type CashDayRow,
  insertCashDay,
  insertMovement,
  insertRtReport,
  lockCashDay,
  markClosed,
  selectCashDay,
  selectEnabledRtId,
  selectMovements,
  selectRtReports,
  selectUserName,
} from './cash-days.queries';

/** The drawer's day (decision 051): open with a float, cash in and out, close once and lock. */
type Deps = Pick<AppDeps, 'db' | 'clock'>;

const drawerMode = async (db: Kysely<DB>) =>
  (await readSetting(db, 'cash_drawer_mode')) as CashDrawerMode;

/** The drawer asked for: the till's one, or an operator's (an employee only their own). */
function drawerFor(actor: Actor, mode: CashDrawerMode, asked?: string): string {
  if (mode === 'cassa') return TILL_DRAWER;
  const drawer = asked && asked !== TILL_DRAWER ? asked : actor.id;
  if (drawer !== actor.id && !isAdmin(actor.role)) throw forbidden(CASH_DAY_MESSAGES.notYourDrawer);
  return drawer;
}

const dayRange = (day: string) => ({ from: romeDayStart(day), to: romeDayStart(addDays(day, 1)) });

/** The drawer's payments of the day: all of them for the till, else the operator's own. */
function drawerSums(db: Kysely<DB>, drawer: string, day: string) {
  const userId = drawer === TILL_DRAWER ? undefined : drawer;
  return selectDailySums(db, { ...dayRange(day), userId });
}

export async function getCashDay(
  deps: Deps,
  actor: Actor,
  query: CashDayQuery,
): Promise<CashDayDto> {
  const mode = await drawerMode(deps.db);
  const drawer = drawerFor(actor, mode, query.drawer);
  const date = query.date ?? romeToday(deps.clock());
  return readDay(deps.db, mode, drawer, date);
}

async function readDay(db: Kysely<DB>, mode: CashDrawerMode, drawer: string, date: string) {
  const [day, sums, allSums, reports, owner, rtDeviceId] = await Promise.all([
    selectCashDay(db, { drawer, day: date }),
    drawerSums(db, drawer, date),
    selectDailySums(db, dayRange(date)),
    selectRtReports(db, date),
    drawer === TILL_DRAWER ? null : selectUserName(db, drawer),
    selectEnabledRtId(db),
  ]);
  const movements = day ? await selectMovements(db, day.id) : [];
  const name = drawer === TILL_DRAWER ? 'Cassa del negozio' : (owner?.name ?? 'Operatore');
  const rt = { rtDeviceId, reports };
  return presentCashDay({ date, mode, drawer, name, day, movements, sums, allSums, rt });
}

async function dayById(deps: Deps, actor: Actor, id: string): Promise<CashDayRow> {
  const day = await selectCashDay(deps.db, { id });
  if (!day) throw notFound(CASH_DAY_MESSAGES.notFound);
  if (day.drawer !== TILL_DRAWER && day.drawer !== actor.id && !isAdmin(actor.role))
    throw forbidden(CASH_DAY_MESSAGES.notYourDrawer);
  return day;
}

const viewOf = async (deps: Deps, day: CashDayRow) =>
  readDay(deps.db, await drawerMode(deps.db), day.drawer, day.day);

/** Today's day for the drawer, with the float; a second open of the same day is 409. */
export async function openCashDay(
  deps: Deps,
  actor: Actor,
  input: CashDayOpenInput,
): Promise<CashDayDto> {
  const mode = await drawerMode(deps.db);
  const drawer = drawerFor(actor, mode, input.drawer);
  const at = deps.clock().toISOString();
  const date = romeToday(deps.clock());
  try {
    await insertCashDay(deps.db, {
      id: crypto.randomUUID(),
      drawer,
      day: date,
      status: 'aperta',
      float_cents: euroToCents(input.float),
      opened_by: actor.id,
      opened_at: at,
      closed_by: null,
      closed_at: null,
      closing: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CASH_DAY_MESSAGES.alreadyOpen);
    throw error;
  }
  return readDay(deps.db, mode, drawer, date);
}

/** A versamento or prelievo, into an open day only (the day's lock keeps a close out meanwhile). */
export async function addMovement(
  deps: Deps,
  actor: Actor,
  id: string,
  input: CashMovementInput,
): Promise<CashDayDto> {
  const day = await dayById(deps, actor, id);
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockCashDay(trx, { id });
    if (locked?.status !== 'aperta') throw conflict(CASH_DAY_MESSAGES.closed);
    await insertMovement(trx, {
      id: crypto.randomUUID(),
      cash_day_id: id,
      kind: input.kind,
      amount_cents: euroToCents(input.amount),
      reason: input.reason,
      user_id: actor.id,
      created_at: at,
    });
  });
  return viewOf(deps, day);
}

/**
 * The close: expected from the float, the movements and the payments, read after the day's row
 * is locked (a payment in flight either committed before and is counted, or waits and is refused);
 * counted as typed; frozen on the row. Admins, or the drawer's own operator (the till: who opened).
 */
export async function closeCashDay(
  deps: Deps,
  actor: Actor,
  id: string,
  input: CashDayCloseInput,
): Promise<CashDayDto> {
  const day = await dayById(deps, actor, id);
  const owner = day.drawer === TILL_DRAWER ? day.opened_by : day.drawer;
  if (!isAdmin(actor.role) && owner !== actor.id) throw forbidden(CASH_DAY_MESSAGES.notYourDrawer);
  const at = deps.clock().toISOString();
  const counted = Object.fromEntries(
    Object.entries(input.counted).map(([m, euros]) => [
      m,
      euros == null ? null : euroToCents(euros),
    ]),
  ) as Partial<Record<PaymentMethod, number | null>>;
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockCashDay(trx, { id });
    if (locked?.status !== 'aperta') throw conflict(CASH_DAY_MESSAGES.closed);
    const [sums, movements] = await Promise.all([
      drawerSums(trx, day.drawer, day.day),
      selectMovements(trx, id),
    ]);
    const tenders = closingTenders(
      Number(day.float_cents),
      movements.map((m) => ({ kind: m.kind, cents: Number(m.amount_cents) })),
      sums,
      counted,
    );
    const closing = JSON.stringify({ tenders, sums });
    if (!(await markClosed(trx, id, { by: actor.id, at, closing })))
      throw conflict(CASH_DAY_MESSAGES.closed);
  });
  return viewOf(deps, day);
}

/** The drawer a payment by `userId` at `at` falls in, and whether that day is closed. */
async function paymentDay(trx: Transaction<DB>, userId: string, at: string) {
  const mode = await drawerMode(trx);
  const day = romeToday(new Date(at));
  const locked = await lockCashDay(trx, { drawer: mode === 'cassa' ? TILL_DRAWER : userId, day });
  return { day, closed: locked?.status === 'chiusa' };
}

/**
 * Asked by payments before writing a row, in their transaction: a payment into a closed day is
 * refused (409). The row lock makes a payment and a close of the same day take turns.
 */
export async function assertPaymentDayOpen(
  trx: Transaction<DB>,
  payment: { userId: string; at: string },
): Promise<void> {
  const { day, closed } = await paymentDay(trx, payment.userId, payment.at);
  if (closed) throw conflict(CASH_DAY_MESSAGES.closedForPayment(formatCalendarDate(day)));
}

/**
 * A correction (a storno) of a payment whose day is closed goes into today's day with a note;
 * null when the original's day is still open and the correction may stay there.
 */
export async function correctionNote(
  trx: Transaction<DB>,
  original: { userId: string; at: string },
): Promise<string | null> {
  const { day, closed } = await paymentDay(trx, original.userId, original.at);
  return closed ? CASH_DAY_MESSAGES.correctionNote(formatCalendarDate(day)) : null;
}

/** The RT's X or Z report, stored with the Rome day it was read on (the fiscal-devices route). */
export async function recordRtReport(
  deps: Deps,
  report: {
    deviceId: string;
    kind: 'x' | 'z';
    zNumber: number | null;
    totalsCents: Record<string, number>;
    tenderTypes: Partial<Record<PaymentMethod, string>>;
    by: string;
  },
): Promise<RtReportDto> {
  const at = deps.clock().toISOString();
  const row = {
    id: crypto.randomUUID(),
    device_id: report.deviceId,
    kind: report.kind,
    day: romeToday(deps.clock()),
    z_number: report.zNumber,
    totals: JSON.stringify(report.totalsCents),
    tender_types: JSON.stringify(report.tenderTypes),
    created_by: report.by,
    created_at: at,
  };
  await insertRtReport(deps.db, row);
  return presentRtReport(row);
}
