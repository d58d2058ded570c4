import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { openTicketsSql, readyDaySql, romeDayOf } from '../report-facts-sql';

/**
 * What is waiting now, at a million tickets (docs/decisions/027): `report_open_tickets` holds one
 * narrow row per live ticket other than Chiuso — status, device type, assignee, the Rome day it
 * was opened and the Rome day it last became Pronto per il ritiro — so the repairs report's age
 * buckets and ready-and-waiting counts are a GROUP BY over it, with no look-up in the history.
 * Kept in the same transaction as every write: a trigger on `tickets` (create, status, assignee,
 * device type, soft delete and restore, purge) rewrites the ticket's row, reading its ready day
 * from the partial index of ready entries; a trigger on new ready entries moves the ready day
 * forward, whichever of the two writes a status change makes first.
 */
const READY = `new.to_status = 'Pronto per il ritiro'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  // The days are compared with the buckets' edges once per row: byte order, not the locale's.
  const day = (c: ColumnDefinitionBuilder) => (postgres ? c.modifyFront(sql`collate "C"`) : c);
  let table = db.schema.createTable('report_open_tickets');
  for (const column of ['ticket_id', 'status', 'device_type', 'assignee'])
    table = table.addColumn(column, 'text', (c) => c.notNull());
  await table
    .addColumn('opened_day', 'text', (c) => day(c).notNull())
    .addColumn('ready_day', 'text', (c) => day(c).notNull().defaultTo(''))
    .addPrimaryKeyConstraint('report_open_tickets_pk', ['ticket_id' as never])
    .execute();
  const insertNew = `insert into report_open_tickets (ticket_id, status, device_type, assignee,
      opened_day, ready_day)
    select new.id, new.status, new.device_type, coalesce(new.assigned_to, ''),
      ${romeDayOf(postgres, 'new.created_at')}, ${readyDaySql(postgres, 'new.id')}
    where new.deleted_at is null and new.status <> 'Chiuso'`;
  const deleteOld = `delete from report_open_tickets where ticket_id = old.id`;
  const newDay = romeDayOf(postgres, 'new.changed_at');
  const moveReady = `update report_open_tickets set ready_day = ${newDay}
    where ticket_id = new.ticket_id and ready_day < ${newDay}`;
  const columns = 'status, assigned_to, device_type, deleted_at, created_at';
  if (postgres) {
    await sql`create function report_open_tickets_apply() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${sql.raw(deleteOld)}; end if;
        if tg_op <> 'DELETE' then ${sql.raw(insertNew)}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger report_open_tickets_change
      after insert or delete or update of ${sql.raw(columns)} on tickets
      for each row execute function report_open_tickets_apply()`.execute(db);
    await sql`create function report_open_tickets_ready() returns trigger language plpgsql as $$
      begin ${sql.raw(moveReady)}; return null; end $$`.execute(db);
    await sql`create trigger report_open_tickets_ready after insert on ticket_status_history
      for each row when (${sql.raw(READY)})
      execute function report_open_tickets_ready()`.execute(db);
  } else {
    await sql`create trigger report_open_tickets_insert after insert on tickets
      begin ${sql.raw(insertNew)}; end`.execute(db);
    await sql`create trigger report_open_tickets_update after update of ${sql.raw(columns)}
      on tickets begin ${sql.raw(deleteOld)}; ${sql.raw(insertNew)}; end`.execute(db);
    await sql`create trigger report_open_tickets_delete after delete on tickets
      begin ${sql.raw(deleteOld)}; end`.execute(db);
    await sql`create trigger report_open_tickets_ready after insert on ticket_status_history
      when ${sql.raw(READY)} begin ${sql.raw(moveReady)}; end`.execute(db);
  }
  await sql
    .raw(`insert into report_open_tickets (ticket_id, status, device_type, assignee, opened_day,
      ready_day) ${openTicketsSql(postgres)}`)
    .execute(db);
  // The live read of open tickets by age is gone: its index would only cost every write.
  await db.schema.dropIndex('tickets_open_age_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  await db.schema
    .createIndex('tickets_open_age_idx')
    .on('tickets')
    .columns(['status', 'created_at', 'assigned_to', 'device_type', 'deleted_at'])
    .where(sql.raw<boolean>(`deleted_at is null and status <> 'Chiuso'`))
    .execute();
  if (postgres) {
    await sql`drop trigger report_open_tickets_change on tickets`.execute(db);
    await sql`drop trigger report_open_tickets_ready on ticket_status_history`.execute(db);
    await sql`drop function report_open_tickets_apply()`.execute(db);
    await sql`drop function report_open_tickets_ready()`.execute(db);
  } else
    for (const name of ['insert', 'update', 'delete', 'ready'])
      await sql`drop trigger ${sql.id(`report_open_tickets_${name}`)}`.execute(db);
  await db.schema.dropTable('report_open_tickets').execute();
}
