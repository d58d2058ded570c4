import type { Kysely } from 'kysely';

/**
 * The RT's settings are edited from Settings → Registratore telematico: a version, so two admins
 * saving at once get a 409 instead of one silently undoing the other (TILL § Fiscal devices).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('fiscal_devices')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fiscal_devices').dropColumn('version').execute();
}
