import { type Kysely, sql } from 'kysely';
import { romeDayStart } from '../../../shared/format';

/**
 * The till's fixes (decision 037). A receipt gets a number of its own, in sequence within the Rome
 * year it was entered (`receipt_year`, `receipt_number`, unique together, counted in
 * `payment_receipt_counters` as tickets are); existing movements are numbered in the order they
 * were entered. A storno counts in the drawer of the payment it reverses: its `user_id` and
 * `paid_at` become the original's, and `entered_by` keeps who typed it (for every other row, its
 * operator).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('entered_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('payments').addColumn('receipt_year', 'integer').execute();
  await db.schema.alterTable('payments').addColumn('receipt_number', 'integer').execute();
  await db.schema
    .createTable('payment_receipt_counters')
    .ifNotExists()
    .addColumn('period', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await sql`update payments set entered_by = user_id`.execute(db);
  await sql`update payments set
      user_id = (select o.user_id from payments o where o.id = payments.reverses_id),
      paid_at = (select o.paid_at from payments o where o.id = payments.reverses_id)
    where reverses_id is not null`.execute(db);
  await numberExistingReceipts(db);
  await db.schema
    .createIndex('payments_receipt_idx')
    .ifNotExists()
    .unique()
    .on('payments')
    .columns(['receipt_year', 'receipt_number'])
    .execute();
}

/** Each Rome year's rows by (created_at, id), one UPDATE per year, and that year's counter. */
async function numberExistingReceipts(db: Kysely<unknown>) {
  const span = await sql<{ first: string | Date | null; last: string | Date | null }>`
    select min(created_at) as first, max(created_at) as last from payments`.execute(db);
  const { first, last } = span.rows[0] ?? { first: null, last: null };
  if (first === null || last === null) return;
  // A UTC year's last hour is already the next year in Rome.
  const to = new Date(last).getUTCFullYear() + 1;
  for (let year = new Date(first).getUTCFullYear(); year <= to; year++) {
    const from = romeDayStart(`${year}-01-01`);
    const until = romeDayStart(`${year + 1}-01-01`);
    await sql`update payments set receipt_year = ${year}, receipt_number = numbered.n
      from (select id, row_number() over (order by created_at, id) as n from payments
        where created_at >= ${from} and created_at < ${until}) numbered
      where numbered.id = payments.id`.execute(db);
  }
  await sql`insert into payment_receipt_counters (period, last_value)
    select cast(receipt_year as text), max(receipt_number) from payments
    where receipt_year is not null group by receipt_year`.execute(db);
}

/** Stornos back under who typed them, on the day they were typed (their created_at). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update payments set user_id = entered_by, paid_at = created_at
    where reverses_id is not null`.execute(db);
  await db.schema.dropIndex('payments_receipt_idx').ifExists().execute();
  await db.schema.dropTable('payment_receipt_counters').ifExists().execute();
  await db.schema.alterTable('payments').dropColumn('receipt_number').execute();
  await db.schema.alterTable('payments').dropColumn('receipt_year').execute();
  await db.schema.alterTable('payments').dropColumn('entered_by').execute();
}
