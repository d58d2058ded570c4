import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * One walk of the partial index tickets_open_counts_idx (migration 202611301100-counter-find): the live
 * tickets other than Chiuso, by status, with how many are stale and how many are the asker's.
 * The WHERE repeats the index's own condition as literals, or SQLite would not use it.
 */
export function openTicketCounts(
  db: Kysely<DB>,
  filter: { staleBefore: string; me: string; today: string },
) {
  return db
    .selectFrom('tickets')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('open'),
      sql<number | string>`sum(case when updated_at < ${filter.staleBefore} then 1 else 0 end)`.as(
        'stale',
      ),
      sql<number | string>`sum(case when assigned_to = ${filter.me} then 1 else 0 end)`.as('mine'),
      // "In ritardo": the list's late=true (past the promised day; Pronto per il ritiro is not).
      sql<
        number | string
      >`sum(case when expected_ready_date < ${filter.today} then 1 else 0 end)`.as('late'),
    ])
    .where(sql<boolean>`deleted_at is null and status <> 'Chiuso'`)
    .groupBy('status')
    .execute();
}

/** Live tickets created since this instant: a short walk of the creation index. */
export async function countCreatedSince(db: Kysely<DB>, since: string): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '>=', since)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
