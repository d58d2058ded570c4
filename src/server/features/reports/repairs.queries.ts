import { type Kysely, sql } from 'kysely';
import type { TicketStatus } from '../../../shared/tickets/ticket-status';
import type { DB } from '../../db/schema';
import type { ReportFilter } from './report-filter';

/**
 * The repairs report's SQL: the summaries of the status history (report_* tables, decision 027)
 * for everything in a range, the open tickets' index for what is waiting now.
 */
type Db = Kysely<DB>;
type SummaryTable = 'report_ticket_days' | 'report_turnaround' | 'report_status_time';

/** Technician and device type on a summary table (assignee '' is "nobody"). */
function scoped<T extends SummaryTable>(db: Db, table: T, f: ReportFilter) {
  return db
    .selectFrom(table as SummaryTable)
    .$if(f.technicianId !== undefined, (q) => q.where('assignee', '=', f.technicianId ?? ''))
    .$if(f.deviceType !== undefined, (q) => q.where('device_type', '=', f.deviceType ?? ''));
}

export function selectVolumes(db: Db, f: ReportFilter) {
  return scoped(db, 'report_ticket_days', f)
    .where('day', '>=', f.from)
    .where('day', '<=', f.to)
    .select([
      sql<string>`day`.as('day'),
      sql<number | string>`sum(received)`.as('received'),
      sql<number | string>`sum(delivered)`.as('delivered'),
      sql<number | string>`sum(delivered_priced)`.as('priced'),
      sql<number | string>`sum(delivered_value)`.as('value'),
    ])
    .groupBy(sql`day`)
    .orderBy(sql`day`)
    .execute();
}

export type TurnaroundDimension = 'device_type' | 'assignee' | 'month';

/** The histogram of whole days to Pronto per il ritiro / Chiuso, per one dimension. */
export function selectTurnaround(db: Db, f: ReportFilter, by: TurnaroundDimension) {
  return scoped(db, 'report_turnaround', f)
    .where('month', '>=', f.fromMonth)
    .where('month', '<=', f.toMonth)
    .select([
      sql<'ready' | 'closed'>`target`.as('target'),
      sql<string>`${sql.ref(by)}`.as('key'),
      sql<number>`days`.as('days'),
      sql<number | string>`sum(tickets)`.as('tickets'),
    ])
    .groupBy([sql`target`, sql.ref(by), sql`days`])
    .execute();
}

export function selectStatusTime(db: Db, f: ReportFilter) {
  return scoped(db, 'report_status_time', f)
    .where('month', '>=', f.fromMonth)
    .where('month', '<=', f.toMonth)
    .select([
      sql<string>`status`.as('status'),
      sql<number | string>`sum(spells)`.as('spells'),
      sql<number | string>`sum(seconds)`.as('seconds'),
    ])
    .groupBy(sql`status`)
    .execute();
}

/** Instants where the buckets start, newest first: tickets from cutoffs[0] on are 0–3 days old. */
const bucketOf = (column: ReturnType<typeof sql.ref>, cutoffs: readonly string[]) =>
  sql<number>`case ${sql.join(
    cutoffs.map((cutoff, i) => sql`when ${column} >= ${cutoff} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(cutoffs.length)} end`;

/** Open tickets by status and age bucket, read from the partial index of open tickets. */
export function selectOpenByAge(db: Db, f: ReportFilter, cutoffs: readonly string[]) {
  return db
    .selectFrom('tickets')
    .where('deleted_at', 'is', null)
    .where('status', '<>', sql.lit('Chiuso'))
    .$if(f.technicianId !== undefined, (q) => q.where('assigned_to', '=', f.technicianId ?? ''))
    .$if(f.deviceType !== undefined, (q) => q.where('device_type', '=', f.deviceType ?? ''))
    .select([
      'status',
      bucketOf(sql.ref('created_at'), cutoffs).as('bucket'),
      sql<number | string>`count(*)`.as('tickets'),
    ])
    .groupBy(['status', sql`2`])
    .execute();
}

/**
 * Devices ready and not collected, by the days since they last became ready: one look-up in the
 * partial index of ready entries per ready ticket. The GROUP BY keeps the derived table whole, so
 * that moment is computed once (pulled up into the buckets' CASE it would run once per branch).
 */
export function selectReadyWaiting(db: Db, f: ReportFilter, cutoffs: readonly string[]) {
  const ready = sql.lit<TicketStatus>('Pronto per il ritiro');
  const since = db
    .selectFrom('tickets as t')
    .where('t.deleted_at', 'is', null)
    .where('t.status', '=', ready)
    .$if(f.technicianId !== undefined, (q) => q.where('t.assigned_to', '=', f.technicianId ?? ''))
    .$if(f.deviceType !== undefined, (q) => q.where('t.device_type', '=', f.deviceType ?? ''))
    .select((eb) => [
      't.id',
      eb
        .selectFrom('ticket_status_history as h')
        .whereRef('h.ticket_id', '=', 't.id')
        .where('h.to_status', '=', ready)
        .select(sql<string>`max(h.changed_at)`.as('at'))
        .as('since'),
    ])
    .groupBy('t.id');
  return db
    .selectFrom(since.as('r'))
    .select([
      bucketOf(sql.ref('r.since'), cutoffs).as('bucket'),
      sql<number | string>`count(*)`.as('tickets'),
    ])
    .groupBy(sql`1`)
    .execute();
}

export function selectUserNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').where('id', 'in', ids).select(['id', 'name']).execute();
}
