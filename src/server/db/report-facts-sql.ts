/**
 * The reports' summaries (migration 202612041000, docs/decisions/027) as plain GROUP BYs over the
 * status history: the migration fills the tables with them, and the tests check that what the
 * triggers kept equals them. Each is written for both engines from the same pieces.
 */

/** An instant's Rome wall-clock text ('YYYY-MM-DD…'): SQLite has no time zones, so the EU rule. */
export function romeText(postgres: boolean, instant: string): string {
  if (postgres) return `to_char(${instant} at time zone 'Europe/Rome', 'YYYY-MM-DD HH24:MI:SS')`;
  // Summer time from 01:00 UTC of March's last Sunday to 01:00 UTC of October's last Sunday.
  const year = `substr(${instant}, 1, 4)`;
  const lastSunday = (month: string) => `date(${year} || '-${month}-01', 'weekday 0', '-7 days')`;
  return `datetime(${instant}, case when ${instant} >= ${lastSunday('04')} || 'T01:00'
    and ${instant} < ${lastSunday('11')} || 'T01:00' then '+2 hours' else '+1 hours' end)`;
}

export const romeDayOf = (postgres: boolean, instant: string) =>
  `substr(${romeText(postgres, instant)}, 1, 10)`;
export const romeMonthOf = (postgres: boolean, instant: string) =>
  `substr(${romeText(postgres, instant)}, 1, 7)`;

/** Whole seconds between two instants. */
export const secondsBetween = (postgres: boolean, from: string, to: string) =>
  postgres
    ? `cast(round(extract(epoch from (${to} - ${from}))) as bigint)`
    : `cast(round((julianday(${to}) - julianday(${from})) * 86400) as integer)`;

/** The history with each entry's previous one and its rank among the ticket's same moves. */
const steps = (postgres: boolean) => `(select h.ticket_id, h.from_status, h.to_status, h.changed_at,
    lag(h.to_status) over (partition by h.ticket_id order by h.changed_at) as prev_status,
    lag(h.changed_at) over (partition by h.ticket_id order by h.changed_at) as prev_at,
    row_number() over (partition by h.ticket_id, h.to_status order by h.changed_at) as nth,
    t.device_type, coalesce(t.assigned_to, '') as assignee, t.price_cents, t.created_at,
    ${romeDayOf(postgres, 'h.changed_at')} as day
  from ticket_status_history h join tickets t on t.id = h.ticket_id) s`;

/** (day, device_type, assignee) → received, delivered, delivered with a price, their value. */
export const ticketDaysSql = (postgres: boolean) => `select day, device_type, assignee,
    sum(case when from_status is null then 1 else 0 end) as received,
    sum(case when to_status = 'Chiuso' then 1 else 0 end) as delivered,
    sum(case when to_status = 'Chiuso' and price_cents is not null then 1 else 0 end) as delivered_priced,
    sum(case when to_status = 'Chiuso' then coalesce(price_cents, 0) else 0 end) as delivered_value
  from ${steps(postgres)}
  where from_status is null or to_status = 'Chiuso'
  group by day, device_type, assignee`;

/** (month, device_type, assignee, target, whole days since intake) → tickets, first arrival only. */
export const turnaroundSql = (postgres: boolean) => `select substr(day, 1, 7) as month,
    device_type, assignee,
    case when to_status = 'Chiuso' then 'closed' else 'ready' end as target,
    ${secondsBetween(postgres, 'created_at', 'changed_at')} / 86400 as days, count(*) as tickets
  from ${steps(postgres)}
  where to_status in ('Pronto per il ritiro', 'Chiuso') and nth = 1
  group by 1, 2, 3, 4, 5`;

/**
 * The turnaround histogram without one of its two scopes (migration 202612045020): read from
 * `source`, report_turnaround itself or the plain turnaroundSql, grouped by the scope kept.
 */
export const turnaroundRollupSql = (source: string, scope: 'device_type' | 'assignee') =>
  `select month, ${scope}, target, days, sum(tickets) as tickets from ${source} r
  group by month, ${scope}, target, days`;

/** (month left, device_type, assignee, status) → spells and seconds spent in that status. */
export const statusTimeSql = (postgres: boolean) => `select substr(day, 1, 7) as month,
    device_type, assignee, prev_status as status, count(*) as spells,
    sum(${secondsBetween(postgres, 'prev_at', 'changed_at')}) as seconds
  from ${steps(postgres)}
  where prev_status is not null
  group by 1, 2, 3, 4`;

/** The Rome day a ticket last became ready ('' if never), from the partial index of ready entries. */
export const readyDaySql = (postgres: boolean, ticketId: string) =>
  `coalesce((select ${romeDayOf(postgres, 'max(r.changed_at)')} from ticket_status_history r
    where r.ticket_id = ${ticketId} and r.to_status = 'Pronto per il ritiro'), '')`;

/** One row per live ticket other than Chiuso: its status, scope, Rome day opened and day ready. */
export const openTicketsSql = (postgres: boolean) => `select t.id as ticket_id, t.status,
    t.device_type, coalesce(t.assigned_to, '') as assignee,
    ${romeDayOf(postgres, 't.created_at')} as opened_day, ${readyDaySql(postgres, 't.id')} as ready_day
  from tickets t where t.deleted_at is null and t.status <> 'Chiuso'`;
