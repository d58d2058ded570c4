import type { Kysely } from 'kysely';

/**
 * An *esportatore abituale*'s dichiarazione d'intento: the protocol of the Agenzia's receipt
 * (17 and 6 digits) and its date, kept on the customer and copied onto each invoice at issue;
 * every N3.5 line writes them in AltriDatiGestionali (decision 048).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, prefix] of [
    ['customers', ''],
    ['invoices', 'customer_'],
  ] as const) {
    await db.schema.alterTable(table).addColumn(`${prefix}intent_protocol`, 'text').execute();
    await db.schema.alterTable(table).addColumn(`${prefix}intent_date`, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, prefix] of [
    ['customers', ''],
    ['invoices', 'customer_'],
  ] as const) {
    await db.schema.alterTable(table).dropColumn(`${prefix}intent_date`).execute();
    await db.schema.alterTable(table).dropColumn(`${prefix}intent_protocol`).execute();
  }
}
