import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/** One work_log_days row as plain numbers: [date, user, type, quantity, cents, entries]. */
export type Day = [string, string, string, number, number, number];

const asDays = (rows: Record<string, unknown>[]): Day[] =>
  rows.map((r) => [
    String(r.date),
    String(r.user_id),
    String(r.work_type_id),
    Number(r.quantity),
    Number(r.amount_cents),
    Number(r.entries),
  ]);

/** The summary the triggers keep, and what a plain GROUP BY over work_logs says it should be. */
export async function summaryAndTruth(db: Kysely<DB>): Promise<{ kept: Day[]; truth: Day[] }> {
  const kept = await sql<Record<string, unknown>>`select * from work_log_days
    order by date, user_id, work_type_id`.execute(db);
  const truth = await sql<Record<string, unknown>>`select date, user_id, work_type_id,
      sum(quantity) as quantity, sum(cast(quantity as bigint) * unit_price_cents) as amount_cents,
      count(*) as entries
    from work_logs group by date, user_id, work_type_id
    order by date, user_id, work_type_id`.execute(db);
  return { kept: asDays(kept.rows), truth: asDays(truth.rows) };
}
