import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The drawer's day (decision 051): one row per drawer and Rome day, opened with a float and
 * closed once (the closing frozen as JSON); the cash put in or taken out during it; the RT's
 * X and Z reports of the day as it answered them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('cash_days')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('drawer', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('aperta', 'chiusa')`))
    .addColumn('float_cents', 'bigint', (c) => c.notNull().check(sql`float_cents >= 0`))
    .addColumn('opened_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('opened_at', t.instant, (c) => c.notNull())
    .addColumn('closed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('closed_at', t.instant)
    .addColumn('closing', 'text')
    .addUniqueConstraint('cash_days_drawer_day_unique', ['drawer', 'day'])
    .execute();
  await db.schema
    .createTable('cash_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cash_day_id', 'text', (c) => c.notNull().references('cash_days.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('versamento', 'prelievo')`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await sql`create index cash_movements_day_idx on cash_movements (cash_day_id)`.execute(db);
  await db.schema
    .createTable('cash_rt_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('x', 'z')`))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('z_number', 'integer')
    .addColumn('totals', 'text', (c) => c.notNull())
    .addColumn('tender_types', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await sql`create index cash_rt_reports_day_idx on cash_rt_reports (day)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cash_rt_reports').execute();
  await db.schema.dropTable('cash_movements').execute();
  await db.schema.dropTable('cash_days').execute();
}
