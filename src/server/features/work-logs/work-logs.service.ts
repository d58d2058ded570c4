import { z } from 'zod';
import { monthRange } from '../../../shared/calendar';
import { romeToday } from '../../../shared/format';
import { isAdmin } from '../../../shared/roles';
import {
  loggableDayError,
  WORK_LOG_MESSAGES,
  type WorkLogCreateInput,
  type WorkLogDto,
  type WorkLogsPageDto,
  type WorkLogsQuery,
} from '../../../shared/work/work-logs';
import { type Actor, assertOwnsOrAdmin } from '../../auth/policies';
import { badRequest, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { decodeCursor, toPage } from '../../http/paging';
import { workTypePriceCents } from '../work-types/work-types.service';
import { presentLog, presentSums } from './work-logs.presenter';
import {
  deleteLog,
  insertLog,
  type LogAxis,
  type LogRange,
  selectLog,
  selectLogPage,
  selectLogSums,
  selectTypeNames,
  selectUserNames,
  updateLogNotes,
} from './work-logs.queries';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const cursorKey = z.tuple([z.string(), z.string()]);

/** Admins read anyone's entries (or one person's); everyone else always reads their own. */
export function rangeFor(
  actor: Actor,
  period: { date?: string; month?: string },
  userId?: string,
): LogRange {
  const days = period.month
    ? monthRange(period.month)
    : { from: period.date ?? '', to: period.date ?? '' };
  return { ...days, userId: isAdmin(actor.role) ? userId : actor.id };
}

export async function listWorkLogs(
  deps: Deps,
  actor: Actor,
  query: WorkLogsQuery,
): Promise<WorkLogsPageDto> {
  const range = rangeFor(actor, query, query.user_id);
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const [rows, sums] = await Promise.all([
    selectLogPage(deps.db, range, query.limit + 1, after),
    selectLogSums(deps.db, range),
  ]);
  const page = toPage(rows, query.limit, (last) => [last.date, last.id]);
  const keys = (axis: LogAxis) => sums.filter((s) => s.axis === axis).map((s) => s.key);
  const typeIds = keys('type');
  const userIds = isAdmin(actor.role) ? keys('user') : null;
  const [types, people] = await Promise.all([
    selectTypeNames(deps.db, typeIds),
    userIds ? selectUserNames(deps.db, userIds) : null,
  ]);
  return {
    items: page.rows.map(presentLog),
    next_cursor: page.next_cursor,
    ...presentSums(sums, {
      types: new Map(types.map((t) => [t.id, t.name])),
      people: people && new Map(people.map((u) => [u.id, u.name])),
    }),
  };
}

async function getLog(deps: Deps, id: string) {
  const row = await selectLog(deps.db, id);
  if (!row) throw notFound(WORK_LOG_MESSAGES.notFound);
  return row;
}

/**
 * A new entry of the signed-in person, priced at the type's price of today (kept from then on),
 * on a day they may log (loggableDays: admins up to today, others this month and last).
 */
export async function createWorkLog(
  deps: Deps,
  actor: Actor,
  input: WorkLogCreateInput,
): Promise<WorkLogDto> {
  const now = deps.clock();
  const today = romeToday(now);
  const date = input.date ?? today;
  const refused = loggableDayError(isAdmin(actor.role), today, date);
  if (refused) throw badRequest(refused, { fieldErrors: { date: [refused] } });
  const priceCents = await workTypePriceCents(deps.db, input.work_type_id);
  if (priceCents === null) throw badRequest(WORK_LOG_MESSAGES.typeRequired);
  const id = crypto.randomUUID();
  await insertLog(deps.db, {
    id,
    user_id: actor.id,
    work_type_id: input.work_type_id,
    date,
    quantity: input.quantity,
    unit_price_cents: priceCents,
    notes: input.notes ?? null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  return presentLog(await getLog(deps, id));
}

/** The notes of an entry: its owner or an admin (SPEC §6 "Work log rights"). */
export async function updateWorkLogNotes(
  deps: Deps,
  actor: Actor,
  id: string,
  notes: string | null,
): Promise<WorkLogDto> {
  assertOwnsOrAdmin(actor, (await getLog(deps, id)).user_id);
  await updateLogNotes(deps.db, id, notes, deps.clock().toISOString());
  return presentLog(await getLog(deps, id));
}

/** Admins only (the route's gate). */
export async function deleteWorkLog(deps: Deps, id: string): Promise<void> {
  await getLog(deps, id);
  await deleteLog(deps.db, id);
}
