import { type Kysely, sql } from 'kysely';
import type { TicketStatus } from '../../../shared/tickets/ticket-status';
import type { DB } from '../../db/schema';
import type { ReportFilter } from './report-filter';

/**
 * The repairs report's SQL: the summaries of the status history (report_* tables, decision 027)
 * for everything in a range, the open tickets' summary for what is waiting now.
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

/** Rome days where the buckets start, newest first: tickets from days[0] on are 0–3 days old. */
const bucketOf = (column: ReturnType<typeof sql.ref>, days: readonly string[]) =>
  sql<number>`case ${sql.join(
    days.map((day, i) => sql`when ${column} >= ${day} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(days.length)} end`;

/** The live tickets other than Chiuso, one narrow row each (migration 202612041001). */
function openTickets(db: Db, f: ReportFilter) {
  return db
    .selectFrom('report_open_tickets')
    .$if(f.technicianId !== undefined, (q) => q.where('assignee', '=', f.technicianId ?? ''))
    .$if(f.deviceType !== undefined, (q) => q.where('device_type', '=', f.deviceType ?? ''));
}

/** Open tickets by status and age bucket (the Rome day they were opened). */
export function selectOpenByAge(db: Db, f: ReportFilter, days: readonly string[]) {
  return openTickets(db, f)
    .select([
      'status',
      bucketOf(sql.ref('opened_day'), days).as('bucket'),
      sql<number | string>`count(*)`.as('tickets'),
    ])
    .groupBy(['status', sql`2`])
    .execute();
}

/** Devices ready and not collected, by the Rome day they last became ready ('' = never). */
export function selectReadyWaiting(db: Db, f: ReportFilter, days: readonly string[]) {
  return openTickets(db, f)
    .where('status', '=', sql.lit<TicketStatus>('Pronto per il ritiro'))
    .select([
      bucketOf(sql.ref('ready_day'), days).as('bucket'),
      sql<number | string>`count(*)`.as('tickets'),
    ])
    .groupBy(sql`1`)
    .execute();
}

export function selectUserNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').where('id', 'in', ids).select(['id', 'name']).execute();
}
