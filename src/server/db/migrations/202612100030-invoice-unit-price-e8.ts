import { type Kysely, sql } from 'kysely';

/**
 * Invoice unit prices with the 8 decimals PrezzoUnitario allows (0,333 €): stored in 10^-8 €
 * (`unit_price_e8`, a million per cent); line totals stay in cents (decision 048). Every stored
 * price is carried over exactly (cents × 10^6).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoice_lines')
    .addColumn('unit_price_e8', 'bigint', (c) =>
      c.notNull().defaultTo(0).check(sql`unit_price_e8 >= 0`),
    )
    .execute();
  await sql`update invoice_lines set unit_price_e8 = unit_price_cents * 1000000`.execute(db);
  await db.schema.alterTable('invoice_lines').dropColumn('unit_price_cents').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoice_lines')
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // Going back loses what a cent cannot hold: rounded half away from zero, as totals are.
  await sql`update invoice_lines set unit_price_cents =
    case when unit_price_e8 >= 0 then (unit_price_e8 + 500000) / 1000000
    else (unit_price_e8 - 500000) / 1000000 end`.execute(db);
  await db.schema.alterTable('invoice_lines').dropColumn('unit_price_e8').execute();
}
