import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The warehouse at 100k products (docs/decisions/015):
 * - `product_totals`: products, low-stock products, pieces and value per category ('' = none),
 *   kept by triggers in the same transaction as every write to `products`, so the totals above
 *   the product list and the inventory counters read ten rows instead of the whole table.
 * - the list's filters walk (filter, name) indexes instead of sorting every product of a brand;
 * - the name index carries `search_text`, so a search for a common word ("samsung") tests the
 *   index entries in name order without reading each row.
 * The low-stock line (5) is written out here: a migration keeps meaning what it meant.
 */
const LOW = 5;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  const big = postgres ? 'bigint' : 'integer';
  await db.schema
    .createTable('product_totals')
    .addColumn('category_key', 'text', (c) => c.primaryKey())
    .addColumn('products', big, (c) => c.notNull().defaultTo(0))
    .addColumn('low_stock', big, (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', big, (c) => c.notNull().defaultTo(0))
    .addColumn('value_cents', big, (c) => c.notNull().defaultTo(0))
    .execute();
  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
  await sql`insert into product_totals (category_key, products, low_stock, quantity, value_cents)
    select coalesce(category_id, ''), count(*), sum(case when quantity < ${sql.lit(LOW)} then 1 else 0 end),
      sum(quantity), sum(cast(quantity as ${sql.raw(big)}) * price_cents)
    from products group by coalesce(category_id, '')`.execute(db);

  for (const filter of ['brand', 'category', 'supplier']) {
    await db.schema.dropIndex(`products_${filter}_idx`).execute();
    await db.schema
      .createIndex(`products_${filter}_name_idx`)
      .on('products')
      .columns([`${filter}_id`, 'sort_name', 'id'])
      .execute();
  }
  await db.schema.dropIndex('products_name_idx').execute();
  await db.schema
    .createIndex('products_name_search_idx')
    .on('products')
    .columns(['sort_name', 'id', 'search_text'])
    .execute();
}

/** What one product adds to its category's row (sign -1 takes it away); `row` is new or old. */
function contribution(row: 'new' | 'old', sign: '+' | '-', postgres: boolean) {
  const low = postgres ? `(${row}.quantity < ${LOW})::int` : `(${row}.quantity < ${LOW})`;
  const value = postgres
    ? `${row}.quantity::bigint * ${row}.price_cents`
    : `${row}.quantity * ${row}.price_cents`;
  return sql.raw(`update product_totals set
      products = products ${sign} 1,
      low_stock = low_stock ${sign} ${low},
      quantity = quantity ${sign} ${row}.quantity,
      value_cents = value_cents ${sign} ${value}
    where category_key = coalesce(${row}.category_id, '')`);
}

const ensureRow = (row: 'new' | 'old') =>
  sql.raw(`insert into product_totals (category_key) values (coalesce(${row}.category_id, ''))
    on conflict (category_key) do nothing`);

async function sqliteTriggers(db: Kysely<unknown>) {
  await sql`create trigger product_totals_insert after insert on products begin
    ${ensureRow('new')}; ${contribution('new', '+', false)};
  end`.execute(db);
  await sql`create trigger product_totals_delete after delete on products begin
    ${contribution('old', '-', false)};
  end`.execute(db);
  await sql`create trigger product_totals_update
    after update of quantity, price_cents, category_id on products begin
    ${contribution('old', '-', false)}; ${ensureRow('new')}; ${contribution('new', '+', false)};
  end`.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  await sql`create function product_totals_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${contribution('old', '-', true)}; end if;
      if tg_op in ('UPDATE', 'INSERT') then
        ${ensureRow('new')}; ${contribution('new', '+', true)};
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger product_totals_change
    after insert or delete or update of quantity, price_cents, category_id on products
    for each row execute function product_totals_apply()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  await db.schema.dropIndex('products_name_search_idx').execute();
  await db.schema
    .createIndex('products_name_idx')
    .on('products')
    .columns(['sort_name', 'id'])
    .execute();
  for (const filter of ['brand', 'category', 'supplier']) {
    await db.schema.dropIndex(`products_${filter}_name_idx`).execute();
    await db.schema
      .createIndex(`products_${filter}_idx`)
      .on('products')
      .column(`${filter}_id`)
      .execute();
  }
  if (postgres) {
    await sql`drop trigger product_totals_change on products`.execute(db);
    await sql`drop function product_totals_apply()`.execute(db);
  } else
    for (const event of ['insert', 'delete', 'update'])
      await sql`drop trigger ${sql.id(`product_totals_${event}`)}`.execute(db);
  await db.schema.dropTable('product_totals').execute();
}
