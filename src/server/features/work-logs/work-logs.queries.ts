import type { Kysely } from 'kysely';
import { afterKey } from '../../db/keyset';
import type { DB } from '../../db/schema';

/** Work logs in Kysely (SPEC §7 "work_logs"); `userId` undefined means everyone's (admins). */
export interface LogRange {
  from: string;
  to: string;
  userId?: string;
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
 * Quantity and amount per day, type and person, read from `work_log_days` (kept by triggers in
 * the same transaction as every entry's write): the totals, the chart and the per-employee table
 * are all sums of these rows, at most days × types × people however many entries a month has.
 */
export function selectLogGroups(db: Kysely<DB>, range: LogRange) {
  let select = db
    .selectFrom('work_log_days as d')
    .where('d.date', '>=', range.from)
    .where('d.date', '<=', range.to)
    .select(['d.date', 'd.work_type_id', 'd.user_id', 'd.quantity', 'd.amount_cents']);
  if (range.userId) select = select.where('d.user_id', '=', range.userId);
  return select.execute();
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
