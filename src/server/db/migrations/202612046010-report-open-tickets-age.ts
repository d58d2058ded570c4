import type { Kysely } from 'kysely';

/**
 * What is waiting now, counted by ranges of days (decision 027 § Age buckets): grouping the
 * 130,654 open tickets of a 1,000,000-ticket shop by a computed age bucket sorted every row, ~115 ms
 * of every repairs report. Each bucket is now a count over one range of these indexes, by status
 * (shop-wide), by technician or by device type; the scoped ones carry both days so a range count
 * never leaves the index.
 */
const INDEXES = {
  report_open_tickets_age_idx: ['status', 'opened_day'],
  report_open_tickets_ready_idx: ['status', 'ready_day'],
  report_open_tickets_assignee_idx: ['assignee', 'status', 'opened_day', 'ready_day'],
  report_open_tickets_device_idx: ['device_type', 'status', 'opened_day', 'ready_day'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(INDEXES))
    await db.schema.createIndex(name).on('report_open_tickets').columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.schema.dropIndex(name).execute();
}
