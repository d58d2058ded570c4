import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The dashboard's counts at a million tickets (docs/decisions/021):
 * - `ticket_open_counts`: the live tickets other than Chiuso per status and assignee ('' = none),
 *   kept by triggers in the same transaction as every write to `tickets` (as `product_totals`),
 *   so "per stato" and "assegnati a me" read a few dozen rows instead of every open ticket;
 * - "fermi da più di N giorni" is the open total minus the open tickets updated within N days,
 *   and "in ritardo" counts the tickets past their promised day: both walk small partial indexes
 *   whose size follows the shop's recent activity, not its history.
 * The statuses are written out: a migration keeps meaning what it meant when it ran, and the
 * queries repeat the same literals so SQLite's planner can use the partial indexes.
 */
const OPEN = `deleted_at is null and status <> 'Chiuso'`;
const LATE = `deleted_at is null and status not in ('Chiuso', 'Pronto per il ritiro')
  and expected_ready_date is not null`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  await db.schema
    .createTable('ticket_open_counts')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assignee', 'text', (c) => c.notNull())
    .addColumn('tickets', postgres ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ticket_open_counts_pk', ['status', 'assignee'])
    .execute();
  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
  await sql`insert into ticket_open_counts (status, assignee, tickets)
    select status, coalesce(assigned_to, ''), count(*) from tickets where ${sql.raw(OPEN)}
    group by status, coalesce(assigned_to, '')`.execute(db);

  await db.schema.dropIndex('tickets_open_counts_idx').execute();
  await db.schema
    .createIndex('tickets_open_updated_idx')
    .on('tickets')
    // status and deleted_at only so that SQLite answers from the index: it reads the columns of
    // the condition from the table unless the index holds them.
    .columns(['updated_at', 'status', 'deleted_at'])
    .where(sql.raw<boolean>(OPEN))
    .execute();
  await db.schema
    .createIndex('tickets_late_idx')
    .on('tickets')
    .columns(['expected_ready_date', 'status', 'deleted_at'])
    .where(sql.raw<boolean>(LATE))
    .execute();
}

/** One ticket in or out of its (status, assignee) row; `row` is new or old. */
const count = (row: 'new' | 'old', sign: '+' | '-') =>
  sql.raw(`update ticket_open_counts set tickets = tickets ${sign} 1
    where status = ${row}.status and assignee = coalesce(${row}.assigned_to, '')`);

const ensureRow = (row: 'new' | 'old') =>
  sql.raw(`insert into ticket_open_counts (status, assignee)
    values (${row}.status, coalesce(${row}.assigned_to, '')) on conflict do nothing`);

const isOpen = (row: 'new' | 'old') =>
  sql.raw(`${row}.deleted_at is null and ${row}.status <> 'Chiuso'`);

async function sqliteTriggers(db: Kysely<unknown>) {
  await sql`create trigger ticket_open_counts_insert after insert on tickets
    when ${isOpen('new')} begin ${ensureRow('new')}; ${count('new', '+')}; end`.execute(db);
  await sql`create trigger ticket_open_counts_delete after delete on tickets
    when ${isOpen('old')} begin ${count('old', '-')}; end`.execute(db);
  // Two triggers for an update, each with its own condition: a ticket may leave, enter or move.
  await sql`create trigger ticket_open_counts_leave
    after update of status, assigned_to, deleted_at on tickets
    when ${isOpen('old')} begin ${count('old', '-')}; end`.execute(db);
  await sql`create trigger ticket_open_counts_enter
    after update of status, assigned_to, deleted_at on tickets
    when ${isOpen('new')} begin ${ensureRow('new')}; ${count('new', '+')}; end`.execute(db);
}

/**
 * A move between two rows updates them in key order, whichever way it goes: two tickets moved in
 * opposite directions at once (A → B and B → A) would otherwise each hold one row and wait for the
 * other's until the deadlock detector failed one of them.
 */
async function postgresTriggers(db: Kysely<unknown>) {
  await sql`create function ticket_open_counts_apply() returns trigger language plpgsql as $$
    declare
      was_open boolean := false;
      is_open boolean := false;
    begin
      if tg_op in ('UPDATE', 'DELETE') then was_open := ${isOpen('old')}; end if;
      if tg_op in ('UPDATE', 'INSERT') then is_open := ${isOpen('new')}; end if;
      if is_open then ${ensureRow('new')}; end if;
      if was_open and is_open and (new.status, coalesce(new.assigned_to, ''))
          < (old.status, coalesce(old.assigned_to, '')) then
        ${count('new', '+')}; ${count('old', '-')};
      else
        if was_open then ${count('old', '-')}; end if;
        if is_open then ${count('new', '+')}; end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger ticket_open_counts_change
    after insert or delete or update of status, assigned_to, deleted_at on tickets
    for each row execute function ticket_open_counts_apply()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  await db.schema.dropIndex('tickets_late_idx').execute();
  await db.schema.dropIndex('tickets_open_updated_idx').execute();
  await db.schema
    .createIndex('tickets_open_counts_idx')
    .on('tickets')
    .columns(['status', 'updated_at', 'assigned_to', 'expected_ready_date', 'deleted_at'])
    .where(sql.raw<boolean>(OPEN))
    .execute();
  if (postgres) {
    await sql`drop trigger ticket_open_counts_change on tickets`.execute(db);
    await sql`drop function ticket_open_counts_apply()`.execute(db);
  } else
    for (const event of ['insert', 'delete', 'leave', 'enter'])
      await sql`drop trigger ${sql.id(`ticket_open_counts_${event}`)}`.execute(db);
  await db.schema.dropTable('ticket_open_counts').execute();
}
