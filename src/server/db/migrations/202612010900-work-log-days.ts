import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The admin's month of everyone at 1M work logs (docs/decisions/016):
 * `work_log_days` holds one row per (day, person, type) with the quantity, the amount in cents and
 * the number of entries, kept by triggers in the same transaction as every write to `work_logs`
 * (as `product_totals`, docs/decisions/015). The month's totals, chart and per-employee table
 * then read about days × people × types rows instead of grouping every entry of the month.
 * A row whose entries fall to 0 is deleted, so the table only holds days somebody worked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  const big = postgres ? 'bigint' : 'integer';
  await db.schema
    .createTable('work_log_days')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('work_type_id', 'text', (c) => c.notNull())
    .addColumn('quantity', big, (c) => c.notNull())
    .addColumn('amount_cents', big, (c) => c.notNull())
    .addColumn('entries', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('work_log_days_pk', ['date', 'user_id', 'work_type_id'])
    .execute();
  // One person's month (the admin's filter and everyone's own view) without scanning everyone's.
  await db.schema
    .createIndex('work_log_days_user_idx')
    .on('work_log_days')
    .columns(['user_id', 'date'])
    .execute();
  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
  await sql`insert into work_log_days (date, user_id, work_type_id, quantity, amount_cents, entries)
    select date, user_id, work_type_id, sum(quantity),
      sum(cast(quantity as ${sql.raw(big)}) * unit_price_cents), count(*)
    from work_logs group by date, user_id, work_type_id`.execute(db);
}

const KEY = (row: 'new' | 'old') =>
  `date = ${row}.date and user_id = ${row}.user_id and work_type_id = ${row}.work_type_id`;

/** Adds one entry to its day's row, creating the row on the day's first entry. */
const add = (postgres: boolean) =>
  sql.raw(`insert into work_log_days (date, user_id, work_type_id, quantity, amount_cents, entries)
    values (new.date, new.user_id, new.work_type_id, new.quantity,
      ${postgres ? 'new.quantity::bigint' : 'new.quantity'} * new.unit_price_cents, 1)
    on conflict (date, user_id, work_type_id) do update set
      quantity = work_log_days.quantity + excluded.quantity,
      amount_cents = work_log_days.amount_cents + excluded.amount_cents,
      entries = work_log_days.entries + 1`);

/** Takes one entry away from its day's row; the row goes when it counts no entry. */
const remove = (postgres: boolean) =>
  sql.raw(`update work_log_days set
      quantity = quantity - old.quantity,
      amount_cents = amount_cents - ${postgres ? 'old.quantity::bigint' : 'old.quantity'} * old.unit_price_cents,
      entries = entries - 1
    where ${KEY('old')};
    delete from work_log_days where ${KEY('old')} and entries = 0`);

/** The columns the summary depends on: a notes edit fires nothing. */
const SUMMED = 'date, user_id, work_type_id, quantity, unit_price_cents';

async function sqliteTriggers(db: Kysely<unknown>) {
  await sql`create trigger work_log_days_insert after insert on work_logs begin
    ${add(false)};
  end`.execute(db);
  await sql`create trigger work_log_days_delete after delete on work_logs begin
    ${remove(false)};
  end`.execute(db);
  await sql`create trigger work_log_days_update after update of ${sql.raw(SUMMED)} on work_logs begin
    ${remove(false)}; ${add(false)};
  end`.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  await sql`create function work_log_days_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${remove(true)}; end if;
      if tg_op in ('UPDATE', 'INSERT') then ${add(true)}; end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger work_log_days_change
    after insert or delete or update of ${sql.raw(SUMMED)} on work_logs
    for each row execute function work_log_days_apply()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (columnTypes(db).postgres) {
    await sql`drop trigger work_log_days_change on work_logs`.execute(db);
    await sql`drop function work_log_days_apply()`.execute(db);
  } else
    for (const event of ['insert', 'delete', 'update'])
      await sql`drop trigger ${sql.id(`work_log_days_${event}`)}`.execute(db);
  await db.schema.dropTable('work_log_days').execute();
}
