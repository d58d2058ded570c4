import { type Kysely, sql } from 'kysely';
import { TICKET_STATUSES, type TicketStatus } from '../../../shared/tickets/ticket-status';
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

/** The statuses a ticket waits in (everything but Chiuso), as the report lists them. */
const OPEN_STATUSES = TICKET_STATUSES.filter((s) => s !== 'Chiuso');
const READY: TicketStatus = 'Pronto per il ritiro';

/**
 * What is waiting now, from `report_open_tickets` (one narrow row per live ticket other than
 * Chiuso, migration 202612041001): for each open status, how many tickets were opened in each age
 * bucket, and for the devices ready and not collected the bucket of the day they last became ready
 * ('' = never: the oldest bucket). `days` are the Rome days where the buckets start, newest first
 * (tickets from days[0] on are 0–3 days old). Each count is one range of an index of migration
 * 202612046010, all of them in one statement.
 */
export async function selectWaiting(db: Db, f: ReportFilter, days: readonly string[]) {
  const buckets = [...days.keys(), days.length];
  const count = (status: TicketStatus, column: 'opened_day' | 'ready_day', bucket: number) =>
    db
      .selectFrom('report_open_tickets')
      .$if(f.technicianId !== undefined, (q) => q.where('assignee', '=', f.technicianId ?? ''))
      .$if(f.deviceType !== undefined, (q) => q.where('device_type', '=', f.deviceType ?? ''))
      .where('status', '=', status)
      .$if(bucket < days.length, (q) => q.where(column, '>=', days[bucket] ?? ''))
      .$if(bucket > 0, (q) => q.where(column, '<', days[bucket - 1] ?? ''))
      .select((eb) => eb.fn.countAll().as('n'));
  const counts = [
    ...OPEN_STATUSES.flatMap((status) => buckets.map((b) => count(status, 'opened_day', b))),
    ...buckets.map((b) => count(READY, 'ready_day', b)),
  ];
  const row: Record<string, unknown> = await db
    .selectNoFrom(counts.map((query, i) => query.as(`c${i}`)))
    .executeTakeFirstOrThrow();
  const bucketsFrom = (first: number) => buckets.map((b) => Number(row[`c${first + b}`]));
  return {
    open: OPEN_STATUSES.map((status, i) => ({ status, buckets: bucketsFrom(i * buckets.length) })),
    ready: bucketsFrom(OPEN_STATUSES.length * buckets.length),
  };
}

export function selectUserNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').where('id', 'in', ids).select(['id', 'name']).execute();
}
