import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * PostgreSQL: a product moved to another category updates the two `product_totals` rows in key
 * order, whichever way it goes. Migration 202611260900 took its old row before its new one, so
 * two products moved in opposite directions at once (A → B and B → A) each held one row and waited
 * for the other's until the deadlock detector failed one of them (a 503 to its person). SQLite
 * has one writer at a time and keeps its triggers. The statements are written out as that
 * migration wrote them: a migration keeps meaning what it meant.
 */
const LOW = 5;

function contribution(row: 'new' | 'old', sign: '+' | '-') {
  return sql.raw(`update product_totals set
      products = products ${sign} 1,
      low_stock = low_stock ${sign} (${row}.quantity < ${LOW})::int,
      quantity = quantity ${sign} ${row}.quantity,
      value_cents = value_cents ${sign} ${row}.quantity::bigint * ${row}.price_cents
    where category_key = coalesce(${row}.category_id, '')`);
}

const ensureNewRow = sql.raw(`insert into product_totals (category_key)
  values (coalesce(new.category_id, '')) on conflict (category_key) do nothing`);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql`create or replace function product_totals_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'INSERT') then ${ensureNewRow}; end if;
      if tg_op = 'UPDATE' and coalesce(new.category_id, '') < coalesce(old.category_id, '') then
        ${contribution('new', '+')}; ${contribution('old', '-')};
      else
        if tg_op in ('UPDATE', 'DELETE') then ${contribution('old', '-')}; end if;
        if tg_op in ('UPDATE', 'INSERT') then ${contribution('new', '+')}; end if;
      end if;
      return null;
    end $$`.execute(db);
}

/** Back to the function of migration 202611260900 (old row, then new). */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql`create or replace function product_totals_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${contribution('old', '-')}; end if;
      if tg_op in ('UPDATE', 'INSERT') then ${ensureNewRow}; ${contribution('new', '+')}; end if;
      return null;
    end $$`.execute(db);
}
