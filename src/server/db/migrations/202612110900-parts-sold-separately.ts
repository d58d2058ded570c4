import { type Kysely, sql } from 'kysely';

/**
 * A part used on a repair is either inside the repair's price or *venduto a parte*: then the
 * movement keeps the unit price (VAT included) it was sold at, and the ticket's balance and
 * invoice add it. Null: included in the price, as every part used so far.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stock_movements')
    .addColumn('sold_price_cents', 'bigint', (c) =>
      c.check(sql`sold_price_cents is null or sold_price_cents >= 0`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stock_movements').dropColumn('sold_price_cents').execute();
}
