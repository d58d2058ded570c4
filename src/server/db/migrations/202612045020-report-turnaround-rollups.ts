import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { turnaroundRollupSql } from '../report-facts-sql';

/**
 * The turnaround histogram at a million tickets on SQLite (docs/decisions/027): the repairs
 * report groups it three ways (device type, technician, month), and each GROUP BY over a year of
 * `report_turnaround` (~60,000 rows: month × device type × assignee × target × days) sorted the
 * whole year again. Two narrower copies, each without one scope:
 * - `report_turnaround_devices` (month, device type, target, days): by device type, and by
 *   month with or without a device type;
 * - `report_turnaround_assignees` (month, assignee, target, days): by technician, and by month
 *   with or without a technician.
 * Only a view that crosses both scopes (by device type for one technician, by technician for one
 * device type) still reads report_turnaround. They are kept by triggers on report_turnaround
 * itself, which only ever grows (an entry adds a ticket to a row, a purge takes nothing away):
 * its new row adds its tickets, its updated row the difference.
 */
const SCOPES = [
  ['report_turnaround_devices', 'device_type'],
  ['report_turnaround_assignees', 'assignee'],
] as const;

/** Each copy's upsert of `delta` tickets for the report_turnaround row `new`. */
const upserts = (delta: string) =>
  SCOPES.map(
    ([table, scope]) => `insert into ${table} (month, ${scope}, target, days, tickets)
      values (new.month, new.${scope}, new.target, new.days, ${delta})
      on conflict (month, ${scope}, target, days) do update set
        tickets = ${table}.tickets + excluded.tickets`,
  ).join(';\n');

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  for (const [table, scope] of SCOPES) {
    const builder = db.schema
      .createTable(table)
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn(scope, 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('tickets', postgres ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ['month', scope, 'target', 'days'] as never[]);
    // SQLite: rows in the key's order, so a range of months is one read (as report_turnaround).
    await (postgres ? builder : builder.modifyEnd(sql`without rowid`)).execute();
    await sql
      .raw(`insert into ${table} (month, ${scope}, target, days, tickets)
        ${turnaroundRollupSql('report_turnaround', scope)}`)
      .execute(db);
  }
  const added = upserts('new.tickets');
  const grown = upserts('new.tickets - old.tickets');
  if (postgres) {
    await sql`create function report_turnaround_rollups_apply() returns trigger
      language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${sql.raw(added)}; else ${sql.raw(grown)}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger report_turnaround_rollups after insert or update of tickets
      on report_turnaround for each row execute function report_turnaround_rollups_apply()`.execute(
      db,
    );
  } else {
    await sql`create trigger report_turnaround_rollups_insert after insert on report_turnaround
      begin ${sql.raw(added)}; end`.execute(db);
    await sql`create trigger report_turnaround_rollups_update after update of tickets
      on report_turnaround begin ${sql.raw(grown)}; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  if (postgres) {
    await sql`drop trigger report_turnaround_rollups on report_turnaround`.execute(db);
    await sql`drop function report_turnaround_rollups_apply()`.execute(db);
  } else {
    await sql`drop trigger report_turnaround_rollups_insert`.execute(db);
    await sql`drop trigger report_turnaround_rollups_update`.execute(db);
  }
  for (const [table] of SCOPES) await db.schema.dropTable(table).execute();
}
