import { type Kysely, sql } from 'kysely';

/**
 * The outbox carries attachments (JSON: name, type and base64 content), stored with the message
 * so a retry sends the same bytes; a supplier names its usual delivery time in days, against
 * which a sent order is late (decision 050).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute();
  await db.schema
    .alterTable('suppliers')
    .addColumn('lead_time_days', 'integer', (c) => c.check(sql`lead_time_days between 0 and 365`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('suppliers').dropColumn('lead_time_days').execute();
  await db.schema.alterTable('outbox').dropColumn('attachments').execute();
}
