import type { Kysely } from 'kysely';

/**
 * Who bears the 2 € stamp duty of an invoice without VAT (decision 048): 'cliente' charges it as
 * a line *Rivalsa imposta di bollo* (N1), so lines + VAT = total; 'negozio' declares it in
 * DatiBollo only and leaves it out of the total. Existing shops keep charging it, as they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoicing_settings')
    .addColumn('stamp_duty_bearer', 'text', (c) => c.notNull().defaultTo('cliente'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoicing_settings').dropColumn('stamp_duty_bearer').execute();
}
