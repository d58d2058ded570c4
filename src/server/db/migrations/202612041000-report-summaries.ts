import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import {
  romeDayOf,
  romeMonthOf,
  secondsBetween,
  statusTimeSql,
  ticketDaysSql,
  turnaroundSql,
} from '../report-facts-sql';

/**
 * The reports at a million tickets (docs/decisions/027): three summaries of the status history,
 * kept by a trigger on every history entry in the same transaction (as `ticket_open_counts`),
 * and filled here by the plain GROUP BYs of report-facts-sql.ts:
 * - `report_ticket_days`: per Rome day, device type and assignee, tickets received and delivered
 *   (moved to Chiuso) and the delivered ones' price;
 * - `report_turnaround`: per Rome month, device type, assignee and target (ready / closed), how
 *   many tickets first got there after so many whole days from intake — a histogram, so median
 *   and 90th percentile come from a few hundred rows;
 * - `report_status_time`: per Rome month (of leaving), device type, assignee and status, the
 *   spells spent in it and their seconds.
 * Device type and assignee are the ticket's at the moment of the entry; figures stay as they
 * happened when a ticket is later purged. Partial indexes serve what is read live: the open
 * tickets' ages, when each device became ready, the parts used on tickets.
 */
const OPEN = `deleted_at is null and status <> 'Chiuso'`;
const KEY = ['device_type', 'assignee'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  const big = postgres ? 'bigint' : 'integer';
  const table = (name: string, key: string[], sums: string[]) => {
    let builder = db.schema.createTable(name);
    for (const column of key) builder = builder.addColumn(column, 'text', (c) => c.notNull());
    if (name === 'report_turnaround')
      builder = builder.addColumn('days', 'integer', (c) => c.notNull());
    for (const column of sums)
      builder = builder.addColumn(column, big, (c) => c.notNull().defaultTo(0));
    const pk = name === 'report_turnaround' ? [...key, 'days'] : key;
    builder = builder.addPrimaryKeyConstraint(`${name}_pk`, pk as never[]);
    // SQLite: the rows live in the key's order, so a range of days or months is one read.
    return (postgres ? builder : builder.modifyEnd(sql`without rowid`)).execute();
  };
  await table(
    'report_ticket_days',
    ['day', ...KEY],
    ['received', 'delivered', 'delivered_priced', 'delivered_value'],
  );
  await table('report_turnaround', ['month', ...KEY, 'target'], ['tickets']);
  await table('report_status_time', ['month', ...KEY, 'status'], ['spells', 'seconds']);
  await db.schema
    .createIndex('tickets_open_age_idx')
    .on('tickets')
    .columns(['status', 'created_at', 'assigned_to', 'device_type', 'deleted_at'])
    .where(sql.raw<boolean>(OPEN))
    .execute();
  // When each device became ready, and the parts used on repairs by day: both small.
  await db.schema
    .createIndex('ticket_status_history_ready_idx')
    .on('ticket_status_history')
    .columns(['ticket_id', 'changed_at'])
    .where(sql.raw<boolean>(`to_status = 'Pronto per il ritiro'`))
    .execute();
  await db.schema
    .createIndex('stock_movements_ticket_use_idx')
    .on('stock_movements')
    .columns(['created_at', 'ticket_id', 'product_id', 'delta'])
    .where(sql.raw<boolean>(`reason = 'ticket'`))
    .execute();

  const statements = triggerStatements(postgres);
  if (postgres) {
    await sql`create function report_summaries_apply() returns trigger language plpgsql as $$
      begin ${sql.raw(statements.join(';\n'))}; return null; end $$`.execute(db);
    await sql`create trigger report_summaries_history after insert on ticket_status_history
      for each row execute function report_summaries_apply()`.execute(db);
  } else {
    await sql`create trigger report_summaries_history after insert on ticket_status_history
      begin ${sql.raw(statements.join(';\n'))}; end`.execute(db);
  }
  await sql
    .raw(`insert into report_ticket_days (day, device_type, assignee, received, delivered,
    delivered_priced, delivered_value) ${ticketDaysSql(postgres)}`)
    .execute(db);
  await sql
    .raw(`insert into report_turnaround (month, device_type, assignee, target, days, tickets)
    ${turnaroundSql(postgres)}`)
    .execute(db);
  await sql
    .raw(`insert into report_status_time (month, device_type, assignee, status, spells,
    seconds) ${statusTimeSql(postgres)}`)
    .execute(db);
}

/** What one new history entry adds to each summary (the same for both engines). */
function triggerStatements(postgres: boolean): string[] {
  const day = romeDayOf(postgres, 'new.changed_at');
  const month = romeMonthOf(postgres, 'new.changed_at');
  const ticket = `from tickets t where t.id = new.ticket_id`;
  const closed = `new.to_status = 'Chiuso'`;
  return [
    `insert into report_ticket_days (day, device_type, assignee, received, delivered,
        delivered_priced, delivered_value)
      select ${day}, t.device_type, coalesce(t.assigned_to, ''),
        case when new.from_status is null then 1 else 0 end,
        case when ${closed} then 1 else 0 end,
        case when ${closed} and t.price_cents is not null then 1 else 0 end,
        case when ${closed} then coalesce(t.price_cents, 0) else 0 end
      ${ticket} and (new.from_status is null or ${closed})
      on conflict (day, device_type, assignee) do update set
        received = report_ticket_days.received + excluded.received,
        delivered = report_ticket_days.delivered + excluded.delivered,
        delivered_priced = report_ticket_days.delivered_priced + excluded.delivered_priced,
        delivered_value = report_ticket_days.delivered_value + excluded.delivered_value`,
    `insert into report_turnaround (month, device_type, assignee, target, days, tickets)
      select ${month}, t.device_type, coalesce(t.assigned_to, ''),
        case when ${closed} then 'closed' else 'ready' end,
        ${secondsBetween(postgres, 't.created_at', 'new.changed_at')} / 86400, 1
      ${ticket} and new.to_status in ('Pronto per il ritiro', 'Chiuso')
        and not exists (select 1 from ticket_status_history o where o.ticket_id = new.ticket_id
          and o.to_status = new.to_status and o.id <> new.id and o.changed_at <= new.changed_at)
      on conflict (month, device_type, assignee, target, days) do update set
        tickets = report_turnaround.tickets + 1`,
    `insert into report_status_time (month, device_type, assignee, status, spells, seconds)
      select ${month}, t.device_type, coalesce(t.assigned_to, ''), p.to_status, 1,
        ${secondsBetween(postgres, 'p.changed_at', 'new.changed_at')}
      from tickets t, (select o.to_status, o.changed_at from ticket_status_history o
          where o.ticket_id = new.ticket_id and o.id <> new.id and o.changed_at <= new.changed_at
          order by o.changed_at desc limit 1) p
      where t.id = new.ticket_id
      on conflict (month, device_type, assignee, status) do update set
        spells = report_status_time.spells + 1,
        seconds = report_status_time.seconds + excluded.seconds`,
  ];
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  if (postgres) {
    await sql`drop trigger report_summaries_history on ticket_status_history`.execute(db);
    await sql`drop function report_summaries_apply()`.execute(db);
  } else await sql`drop trigger report_summaries_history`.execute(db);
  await db.schema.dropIndex('tickets_open_age_idx').execute();
  await db.schema.dropIndex('ticket_status_history_ready_idx').execute();
  await db.schema.dropIndex('stock_movements_ticket_use_idx').execute();
  for (const name of ['report_ticket_days', 'report_turnaround', 'report_status_time'])
    await db.schema.dropTable(name).execute();
}
