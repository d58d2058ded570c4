import { type Kysely, sql } from 'kysely';

/**
 * One unit for VAT rates: hundredths of a percent (22 % = 2200), as invoices keep them. Quotes,
 * PC builds and counter sales' lines kept tenths (220); the same rate in two units was one
 * conversion away from a rate ten times off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['quotes', 'pc_builds']) {
    await db.schema.alterTable(table).renameColumn('vat_tenths', 'vat_hundredths').execute();
    await sql`update ${sql.table(table)} set vat_hundredths = vat_hundredths * 10`.execute(db);
  }
  await db.schema.alterTable('sale_lines').renameColumn('vat_rate', 'vat_hundredths').execute();
  await sql`update sale_lines set vat_hundredths = vat_hundredths * 10`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update sale_lines set vat_hundredths = vat_hundredths / 10`.execute(db);
  await db.schema.alterTable('sale_lines').renameColumn('vat_hundredths', 'vat_rate').execute();
  for (const table of ['quotes', 'pc_builds']) {
    await sql`update ${sql.table(table)} set vat_hundredths = vat_hundredths / 10`.execute(db);
    await db.schema.alterTable(table).renameColumn('vat_hundredths', 'vat_tenths').execute();
  }
}
