import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type {
  CashDaysTable,
  CashMovementsTable,
  CashRtReportsTable,
} from '../../db/tables/cash-day-tables';

/** Kysely only: the drawer's days, their movements, the RT's reports, and the day's payments. */
type Db = Kysely<DB> | Transaction<DB>;

export function selectCashDay(db: Db, where: { id: string } | { drawer: string; day: string }) {
  let query = db
    .selectFrom('cash_days as d')
    .leftJoin('users as o', 'o.id', 'd.opened_by')
    .leftJoin('users as c', 'c.id', 'd.closed_by')
    .selectAll('d')
    .select(['o.name as opened_by_name', 'c.name as closed_by_name']);
  query =
    'id' in where
      ? query.where('d.id', '=', where.id)
      : query.where('d.drawer', '=', where.drawer).where('d.day', '=', where.day);
  return query.executeTakeFirst();
}
export type CashDayRow = NonNullable<Awaited<ReturnType<typeof selectCashDay>>>;

export async function insertCashDay(db: Db, row: Insertable<CashDaysTable>) {
  await db.insertInto('cash_days').values(row).execute();
}

/**
 * Takes the day's row lock (an UPDATE that changes nothing: on PostgreSQL it waits for a close
 * in progress and then reads the committed status; SQLite has one writer) and says its status.
 */
export async function lockCashDay(
  trx: Transaction<DB>,
  where: { id: string } | { drawer: string; day: string },
) {
  let query = trx.updateTable('cash_days').set((eb) => ({ status: eb.ref('status') }));
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query.where('drawer', '=', where.drawer).where('day', '=', where.day);
  return query.returning(['id', 'status', 'drawer', 'day', 'float_cents']).executeTakeFirst();
}

/** Closes an open day once: a second close finds it closed and changes nothing. */
export async function markClosed(
  trx: Transaction<DB>,
  id: string,
  close: { by: string; at: string; closing: string },
): Promise<boolean> {
  const row = await trx
    .updateTable('cash_days')
    .set({ status: 'chiusa', closed_by: close.by, closed_at: close.at, closing: close.closing })
    .where('id', '=', id)
    .where('status', '=', 'aperta')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertMovement(trx: Db, row: Insertable<CashMovementsTable>) {
  await trx.insertInto('cash_movements').values(row).execute();
}

export function selectMovements(db: Db, cashDayId: string) {
  return db
    .selectFrom('cash_movements as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.kind', 'm.amount_cents', 'm.reason', 'm.created_at', 'u.name as user_name'])
    .where('m.cash_day_id', '=', cashDayId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
}

export function selectUserName(db: Db, id: string) {
  return db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst();
}

export async function insertRtReport(db: Db, row: Insertable<CashRtReportsTable>) {
  await db.insertInto('cash_rt_reports').values(row).execute();
}

export function selectRtReports(db: Db, day: string) {
  return db
    .selectFrom('cash_rt_reports')
    .selectAll()
    .where('day', '=', day)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The enabled RT's id (a read of the fiscal-devices table: the evening view offers X and Z). */
export async function selectEnabledRtId(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('fiscal_devices')
    .select('id')
    .where('enabled', '=', 1)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
