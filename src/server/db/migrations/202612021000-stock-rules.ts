import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Stock rules that were loose:
 * - each product has its own minimum stock (`min_stock`, 5 for every product so far: the line the
 *   app used for all): below it a product is *Scorta bassa* and on the reorder list. The totals
 *   triggers and the reorder list's partial index follow it.
 * - a return says which way it went: `reso_cliente` (a customer brings pieces back, they add) or
 *   `reso_fornitore` (pieces go back to the supplier, they leave). The old `reso` rows become one
 *   or the other by the sign they were written with.
 * Reasons and statements are written out here: a migration keeps meaning what it meant.
 */
const REASONS = ['carico', 'scarico', 'rettifica', 'reso_cliente', 'reso_fornitore', 'ticket'];
const OLD_REASONS = ['carico', 'scarico', 'rettifica', 'reso', 'ticket'];
const OLD_LOW = 5;

const reasonCheck = (reasons: string[]) =>
  sql`check (reason in (${sql.join(reasons.map((r) => sql.lit(r)))}))`;

/** The returns by their sign (up), or back to the one old reason (down). */
const reasonOf = (up: boolean) =>
  up
    ? sql`case when reason = 'reso' and delta > 0 then 'reso_cliente'
        when reason = 'reso' then 'reso_fornitore' else reason end`
    : sql`case when reason in ('reso_cliente', 'reso_fornitore') then 'reso' else reason end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  await db.schema
    .alterTable('products')
    .addColumn('min_stock', 'integer', (c) =>
      c.notNull().defaultTo(OLD_LOW).check(sql`min_stock >= 0`),
    )
    .execute();
  await lowStockIndex(db, sql`quantity < min_stock`);
  if (postgres) await postgresTriggers(db, 'min_stock');
  else await sqliteTriggers(db, 'min_stock');
  await reasons(db, postgres, REASONS, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  await reasons(db, postgres, OLD_REASONS, false);
  if (postgres) await postgresTriggers(db, String(OLD_LOW));
  else await sqliteTriggers(db, String(OLD_LOW));
  await lowStockIndex(db, sql`quantity < ${sql.lit(OLD_LOW)}`);
  await db.schema.alterTable('products').dropColumn('min_stock').execute();
}

async function lowStockIndex(db: Kysely<unknown>, condition: ReturnType<typeof sql>) {
  await db.schema.dropIndex('products_low_stock_idx').execute();
  await sql`create index products_low_stock_idx on products (supplier_id, sort_name)
    where ${condition}`.execute(db);
}

/** What one product adds to its category's row (sign - takes it away); `low` its low-stock line. */
function contribution(row: 'new' | 'old', sign: '+' | '-', postgres: boolean, low: string) {
  const line = low === 'min_stock' ? `${row}.min_stock` : low;
  const isLow = postgres ? `(${row}.quantity < ${line})::int` : `(${row}.quantity < ${line})`;
  const value = postgres
    ? `${row}.quantity::bigint * ${row}.price_cents`
    : `${row}.quantity * ${row}.price_cents`;
  return sql.raw(`update product_totals set
      products = products ${sign} 1,
      low_stock = low_stock ${sign} ${isLow},
      quantity = quantity ${sign} ${row}.quantity,
      value_cents = value_cents ${sign} ${value}
    where category_key = coalesce(${row}.category_id, '')`);
}

const ensureNewRow = sql.raw(`insert into product_totals (category_key)
  values (coalesce(new.category_id, '')) on conflict (category_key) do nothing`);

async function sqliteTriggers(db: Kysely<unknown>, low: string) {
  for (const event of ['insert', 'delete', 'update'])
    await sql`drop trigger ${sql.id(`product_totals_${event}`)}`.execute(db);
  const watched = low === 'min_stock' ? ', min_stock' : '';
  await sql`create trigger product_totals_insert after insert on products begin
    ${ensureNewRow}; ${contribution('new', '+', false, low)};
  end`.execute(db);
  await sql`create trigger product_totals_delete after delete on products begin
    ${contribution('old', '-', false, low)};
  end`.execute(db);
  await sql`create trigger product_totals_update
    after update of quantity, price_cents, category_id${sql.raw(watched)} on products begin
    ${contribution('old', '-', false, low)}; ${ensureNewRow}; ${contribution('new', '+', false, low)};
  end`.execute(db);
}

/** As migration 202612011200: a move between categories updates the two rows in key order. */
async function postgresTriggers(db: Kysely<unknown>, low: string) {
  const [newIn, oldOut] = [
    contribution('new', '+', true, low),
    contribution('old', '-', true, low),
  ];
  await sql`create or replace function product_totals_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'INSERT') then ${ensureNewRow}; end if;
      if tg_op = 'UPDATE' and coalesce(new.category_id, '') < coalesce(old.category_id, '') then
        ${newIn}; ${oldOut};
      else
        if tg_op in ('UPDATE', 'DELETE') then ${oldOut}; end if;
        if tg_op in ('UPDATE', 'INSERT') then ${newIn}; end if;
      end if;
      return null;
    end $$`.execute(db);
  const watched = low === 'min_stock' ? ', min_stock' : '';
  await sql`drop trigger product_totals_change on products`.execute(db);
  await sql`create trigger product_totals_change
    after insert or delete or update of quantity, price_cents, category_id${sql.raw(watched)}
    on products for each row execute function product_totals_apply()`.execute(db);
}

/** The ledger's reasons: PostgreSQL swaps the check; SQLite rebuilds the table to change it. */
async function reasons(db: Kysely<unknown>, postgres: boolean, list: string[], up: boolean) {
  if (postgres) {
    await sql`alter table stock_movements drop constraint stock_movements_reason_check`.execute(db);
    await sql`update stock_movements set reason = ${reasonOf(up)}`.execute(db);
    await sql`alter table stock_movements add constraint stock_movements_reason_check
      ${reasonCheck(list)}`.execute(db);
    return;
  }
  await sql`create table stock_movements_next (
    id text primary key,
    product_id text not null references products (id) on delete cascade,
    delta integer not null check (delta <> 0),
    quantity_after integer not null check (quantity_after >= 0),
    reason text not null ${reasonCheck(list)},
    note text,
    user_id text references users (id) on delete set null,
    ticket_id text references tickets (id) on delete set null,
    created_at text not null
  )`.execute(db);
  await sql`insert into stock_movements_next
    select id, product_id, delta, quantity_after, ${reasonOf(up)}, note, user_id, ticket_id,
      created_at
    from stock_movements`.execute(db);
  await sql`drop table stock_movements`.execute(db);
  await sql`alter table stock_movements_next rename to stock_movements`.execute(db);
  await sql`create index stock_movements_product_idx
    on stock_movements (product_id, created_at, id)`.execute(db);
  await sql`create index stock_movements_ticket_idx on stock_movements (ticket_id)`.execute(db);
}
