import { type Kysely, sql } from 'kysely';

/**
 * Split tenders (TILL § Routes of the till): each tender is its own payment row, so a tender
 * only adds what the counter knew at that moment: the cash the customer handed over (the change
 * is that minus the amount) and the card terminal's authorisation code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('cash_received_cents', 'bigint', (c) =>
      c.check(sql`cash_received_cents is null or cash_received_cents >= amount_cents`),
    )
    .execute();
  await db.schema.alterTable('payments').addColumn('terminal_ref', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('terminal_ref').execute();
  await db.schema.alterTable('payments').dropColumn('cash_received_cents').execute();
}
