import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Decision 045, 2026-12-07: automatic send at issue picks up invoices issued since it was
 * switched on, not since the settings were last saved (any save, a new webhook key included,
 * moved that instant and skipped the invoices issued just before it). A setting already on takes
 * its last save, which is what it counted from until now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('sdi_settings').addColumn('send_on_issue_since', t.instant).execute();
  await sql`update sdi_settings set send_on_issue_since = updated_at
    where send_on_issue = true and channel <> 'manuale'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sdi_settings').dropColumn('send_on_issue_since').execute();
}
