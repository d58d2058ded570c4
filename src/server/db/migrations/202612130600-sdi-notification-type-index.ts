import type { Kysely } from 'kysely';

/**
 * Decision 045, 2026-12-07 (later): polling asks about a send in mancata consegna only when it
 * went to a PA and its MC came within the last 15 days, so each pass reads the notifications of
 * one type received since an instant: this index, instead of every MC of the shop's life.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('sdi_notifications_type_idx')
    .on('sdi_notifications')
    .columns(['type', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sdi_notifications_type_idx').execute();
}
