import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The counter:
 * - the shop's WhatsApp number becomes a setting of its own, starting from the phone;
 * - people by name: an account whose name was left empty or is its e-mail gets the part of the
 *   e-mail before `@` until someone edits it;
 * - the dashboard's counts read one partial index of the open, live tickets (status, last
 *   update, assignee): counts per status, "fermi da più di N giorni" and "assegnati a me" are one
 *   walk of it without touching the table. 'Chiuso' is written out: a migration keeps meaning
 *   what it meant when it ran, and the query repeats the same literal so the planner can use it;
 * - "altri ticket di questo cliente" finds a customer's tickets by e-mail or phone, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await nameUnnamedUsers(db);
  // "Telefono / WhatsApp" was one field: a shop that filled it keeps reaching customers on
  // WhatsApp at that number, now its own setting.
  await sql`insert into settings (key, value, updated_at)
    select 'shop_whatsapp', value, updated_at from settings
    where key = 'shop_phone' and trim(value) <> ''
      and not exists (select 1 from settings where key = 'shop_whatsapp')`.execute(db);

  await db.schema
    .createIndex('tickets_open_counts_idx')
    .on('tickets')
    // deleted_at is always null here, but SQLite reads a column from the table unless the
    // index holds it: with it the counts never leave the index.
    .columns(['status', 'updated_at', 'assigned_to', 'expected_ready_date', 'deleted_at'])
    .where(sql<boolean>`deleted_at is null and status <> 'Chiuso'`)
    .execute();
  for (const field of ['customer_email', 'customer_phone']) {
    await db.schema
      .createIndex(`tickets_${field}_idx`)
      .on('tickets')
      .columns([field, 'created_at'])
      .execute();
  }
}

/** Exported for its test: the accounts with no real name, named after their e-mail. */
export async function nameUnnamedUsers<T>(db: Kysely<T>): Promise<void> {
  const beforeAt = columnTypes(db as Kysely<unknown>).postgres
    ? sql`split_part(email, '@', 1)`
    : sql`substr(email, 1, instr(email, '@') - 1)`;
  await sql`update users set name = ${beforeAt} where trim(name) = '' or name = email`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from settings where key = 'shop_whatsapp'`.execute(db);
  for (const name of ['customer_phone', 'customer_email', 'open_counts']) {
    await db.schema.dropIndex(`tickets_${name}_idx`).execute();
  }
}
