import { type Kysely, sql } from 'kysely';
import type { TicketStatus } from '../../../shared/tickets/ticket-status';
import type { DB } from '../../db/schema';
import type { ReportFilter } from './report-filter';

/**
 * The repairs report's SQL: the summaries of the status history (report_* tables, decision 027)
 * for everything in a range, the open tickets' summary for what is waiting now.
 */
type Db = Kysely<DB>;
type SummaryTable =
  | 'report_ticket_days'
  | 'report_turnaround'
  | 'report_turnaround_devices'
  | 'report_turnaround_assignees'
  | 'report_status_time';

/** Technician and device type on a summary table (assignee '' is "nobody"). */
function scoped<T extends SummaryTable>(db: Db, table: T, f: ReportFilter) {
  return db
    .selectFrom(table as SummaryTable)
    .$if(f.technicianId !== undefined, (q) => q.where(sql.ref('assignee'), '=', f.technicianId))
    .$if(f.deviceType !== undefined, (q) => q.where(sql.ref('device_type'), '=', f.deviceType));
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

/**
 * The narrowest copy of the histogram that has the grouped scope and the filtered ones
 * (migration 202612045020): only a view crossing technician and device type reads them both.
 */
function turnaroundTable(f: ReportFilter, by: TurnaroundDimension) {
  const scopes = new Set([by]);
  if (f.technicianId !== undefined) scopes.add('assignee');
  if (f.deviceType !== undefined) scopes.add('device_type');
  scopes.delete('month');
  if (!scopes.has('device_type')) return 'report_turnaround_assignees';
  return scopes.has('assignee') ? 'report_turnaround' : 'report_turnaround_devices';
}

/** The histogram of whole days to Pronto per il ritiro / Chiuso, per one dimension. */
export function selectTurnaround(db: Db, f: ReportFilter, by: TurnaroundDimension) {
  return scoped(db, turnaroundTable(f, by), f)
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

/**
 * What is waiting now, in one read of `report_open_tickets` (one narrow row per live ticket other
 * than Chiuso, migration 202612041001): open tickets by status and the age bucket of the Rome day
 * they were opened, and for the devices ready and not collected the bucket of the day they last
 * became ready ('' = never: the oldest bucket); -1 for every other status.
 */
export function selectWaiting(db: Db, f: ReportFilter, days: readonly string[]) {
  const ready = sql<boolean>`status = ${sql.lit<TicketStatus>('Pronto per il ritiro')}`;
  return db
    .selectFrom('report_open_tickets')
    .$if(f.technicianId !== undefined, (q) => q.where('assignee', '=', f.technicianId ?? ''))
    .$if(f.deviceType !== undefined, (q) => q.where('device_type', '=', f.deviceType ?? ''))
    .select([
      'status',
      bucketOf(sql.ref('opened_day'), days).as('bucket'),
      sql<number>`case when ${ready} then ${bucketOf(sql.ref('ready_day'), days)} else -1 end`.as(
        'ready_bucket',
      ),
      sql<number | string>`count(*)`.as('tickets'),
    ])
    .groupBy(['status', sql`2`, sql`3`])
    .execute();
}

export function selectUserNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').where('id', 'in', ids).select(['id', 'name']).execute();
}
