import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Decision 044, 2026-12-07 (later): a supplier invoice's line keeps every CodiceArticolo
 * (FatturaPA 2.2.1.3 repeats it: the distributor's own code, the EAN, the maker's…) as JSON
 * [{type, value}], so a line is matched by any of them. Lines imported before kept only their
 * first CodiceValore, without its CodiceTipo: they hold that one code, of no known type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('supplier_invoice_lines')
    .addColumn('codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  const oneCode = t.postgres
    ? sql`json_build_array(json_build_object('type', null, 'value', code))::text`
    : sql`json_array(json_object('type', null, 'value', code))`;
  await sql`update supplier_invoice_lines set codes = ${oneCode} where code is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('supplier_invoice_lines').dropColumn('codes').execute();
}
