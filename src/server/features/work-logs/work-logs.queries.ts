import { type Kysely, sql } from 'kysely';
import { afterKey } from '../../db/keyset';
import type { DB } from '../../db/schema';

/** Work logs in Kysely (SPEC §7 "work_logs"); `userId` undefined means everyone's (admins). */
export interface LogRange {
  from: string;
  to: string;
  userId?: string;
}

function inRange(db: Kysely<DB>, range: LogRange) {
  let select = db
    .selectFrom('work_logs as l')
    .where('l.date', '>=', range.from)
    .where('l.date', '<=', range.to);
  if (range.userId) select = select.where('l.user_id', '=', range.userId);
  return select;
}

function withNames(db: Kysely<DB>) {
  return db
    .selectFrom('work_logs as l')
    .innerJoin('work_types as w', 'w.id', 'l.work_type_id')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select([
      'l.id',
      'l.user_id',
      'u.email as user_email',
      'l.work_type_id',
      'w.name as work_type_name',
      'l.date',
      'l.quantity',
      'l.unit_price_cents',
      'l.notes',
      'l.created_at',
      'l.updated_at',
    ]);
}
export type LogRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

/** One keyset page in (date, id) order: served by the (user_id, date, id) or (date, id) index. */
export function selectLogPage(
  db: Kysely<DB>,
  range: LogRange,
  limit: number,
  after?: readonly [string, string],
) {
  let select = withNames(db)
    .where('l.date', '>=', range.from)
    .where('l.date', '<=', range.to)
    .orderBy('l.date')
    .orderBy('l.id')
    .limit(limit);
  if (range.userId) select = select.where('l.user_id', '=', range.userId);
  if (after) select = select.where(afterKey(['l.date', 'l.id'], after, 'asc'));
  return select.execute();
}

export const selectLog = (db: Kysely<DB>, id: string) =>
  withNames(db).where('l.id', '=', id).executeTakeFirst();

/**
 * Quantity and amount per day, type and person in one pass over the range's index: the totals,
 * the chart and the per-employee table are all sums of these groups (at most days × types ×
 * people rows, however many entries there are).
 */
export function selectLogGroups(db: Kysely<DB>, range: LogRange) {
  return inRange(db, range)
    .select([
      'l.date',
      'l.work_type_id',
      'l.user_id',
      sql<number | string>`sum(l.quantity)`.as('quantity'),
      sql<number | string>`sum(l.quantity * l.unit_price_cents)`.as('amount_cents'),
    ])
    .groupBy(['l.date', 'l.work_type_id', 'l.user_id'])
    .execute();
}
export type LogGroup = Awaited<ReturnType<typeof selectLogGroups>>[number];

export const selectTypeNames = (db: Kysely<DB>, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('work_types').select(['id', 'name']).where('id', 'in', ids).execute();

export const selectUserEmails = (db: Kysely<DB>, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();

/** Every entry of the range, by day then person (the payroll export). */
export function selectLogsForExport(db: Kysely<DB>, range: LogRange) {
  let select = withNames(db)
    .where('l.date', '>=', range.from)
    .where('l.date', '<=', range.to)
    .orderBy('l.date')
    .orderBy('u.email')
    .orderBy('l.id');
  if (range.userId) select = select.where('l.user_id', '=', range.userId);
  return select.execute();
}
