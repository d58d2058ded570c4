import { type Insertable, type Kysely, sql } from 'kysely';
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
      'u.name as user_name',
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

export type LogAxis = 'day' | 'type' | 'user';
const AXIS_COLUMN = { day: 'date', type: 'work_type_id', user: 'user_id' } as const;

export interface LogSum {
  axis: LogAxis;
  key: string;
  quantity: number | string;
  amount_cents: number | string;
}

/**
 * The period's quantity and amount per day, per type and per person (`key` is the date, the type
 * id or the user id), from `work_log_days`, kept by triggers in the same transaction as every
 * entry's write. Summed in the database, one statement: a month of 20 people is ~2,400 summary
 * rows but ~55 answered ones, which is what the totals, the chart and the per-employee table
 * need (shipping and parsing the 2,400 was most of the admin month's time on PostgreSQL).
 */
export async function selectLogSums(db: Kysely<DB>, range: LogRange): Promise<LogSum[]> {
  // The period's rows read once (a CTE used three times is materialized on both engines), then
  // summed three ways: three scans of the summary made PostgreSQL start parallel workers, whose
  // start-up cost more than the sums on a busy 2-core machine.
  const sums = (axis: LogAxis) => {
    const key = sql.ref(AXIS_COLUMN[axis]);
    return sql`select ${sql.lit(axis)} as axis, ${key} as key, sum(quantity) as quantity,
      sum(amount_cents) as amount_cents from period group by ${key}`;
  };
  const person = range.userId ? sql`and user_id = ${range.userId}` : sql``;
  const { rows } = await sql<LogSum>`with period as (
      select date, work_type_id, user_id, quantity, amount_cents from work_log_days
      where date >= ${range.from} and date <= ${range.to} ${person})
    ${sums('day')} union all ${sums('type')} union all ${sums('user')}`.execute(db);
  return rows;
}

export const selectTypeNames = (db: Kysely<DB>, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('work_types').select(['id', 'name']).where('id', 'in', ids).execute();

export const selectUserNames = (db: Kysely<DB>, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();

/** Every entry of the range, by day then person (the payroll export). */
export function selectLogsForExport(db: Kysely<DB>, range: LogRange) {
  let select = withNames(db)
    .where('l.date', '>=', range.from)
    .where('l.date', '<=', range.to)
    .orderBy('l.date')
    .orderBy('u.name')
    .orderBy('l.id');
  if (range.userId) select = select.where('l.user_id', '=', range.userId);
  return select.execute();
}

export const insertLog = (db: Kysely<DB>, row: Insertable<DB['work_logs']>) =>
  db.insertInto('work_logs').values(row).execute();

/** The only edit an entry has (its notes). */
export const updateLogNotes = (db: Kysely<DB>, id: string, notes: string | null, at: string) =>
  db.updateTable('work_logs').set({ notes, updated_at: at }).where('id', '=', id).execute();

export const deleteLog = (db: Kysely<DB>, id: string) =>
  db.deleteFrom('work_logs').where('id', '=', id).execute();
