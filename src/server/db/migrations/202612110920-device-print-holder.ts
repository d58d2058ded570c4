import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * One print at a time on an RT, whichever server process prints: the receipt printing holds the
 * device until its outcome is known. A holder whose process died is found by the next printer,
 * which settles that receipt against the RT's journal before printing anything (decision 046).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('fiscal_devices').addColumn('print_holder', 'varchar(36)').execute();
  await db.schema.alterTable('fiscal_devices').addColumn('print_until', t.instant).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fiscal_devices').dropColumn('print_until').execute();
  await db.schema.alterTable('fiscal_devices').dropColumn('print_holder').execute();
}
