import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/database';
import { afterKey } from '../../db/keyset';
import type { DB } from '../../db/schema';
import type { SaleLinesTable, SalesTable } from '../../db/tables/sale-tables';

/** Kysely only: a sale and its lines are inserted once; a void only marks the sale. */

export async function insertSale(
  trx: Transaction<DB>,
  sale: Insertable<SalesTable>,
  lines: Insertable<SaleLinesTable>[],
) {
  await trx.insertInto('sales').values(sale).execute();
  await trx.insertInto('sale_lines').values(lines).execute();
}

function selectSummaries(db: Kysely<DB>) {
  return db
    .selectFrom('sales as s')
    .leftJoin('customers as c', 'c.id', 's.customer_id')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.number',
      's.customer_id',
      'c.display_name as customer_name',
      's.subtotal_cents',
      's.discount_kind',
      's.discount_value',
      's.total_cents',
      's.status',
      'u.name as user_name',
      's.created_at',
      's.voided_at',
      's.void_reason',
    ]);
}
export type SaleRow = NonNullable<Awaited<ReturnType<typeof selectSale>>>;

export function selectSale(db: Kysely<DB>, id: string) {
  return selectSummaries(db).where('s.id', '=', id).executeTakeFirst();
}

/** Newest first, `limit` rows after the cursor's (created_at, id). */
export function selectSales(db: Kysely<DB>, limit: number, after?: readonly [string, string]) {
  let query = selectSummaries(db)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit);
  if (after) query = query.where(afterKey(['s.created_at', 's.id'], after, 'desc'));
  return query.execute();
}

export function selectSaleLines(db: Kysely<DB>, saleId: string) {
  return db
    .selectFrom('sale_lines')
    .selectAll()
    .where('sale_id', '=', saleId)
    .orderBy('position')
    .execute();
}

/** The sale, its row locked on PostgreSQL until the void commits (SQLite has one writer). */
export function lockedSale(trx: Transaction<DB>, dialect: DialectName, id: string) {
  return trx
    .selectFrom('sales')
    .select(['id', 'number', 'status'])
    .where('id', '=', id)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function markVoided(
  trx: Transaction<DB>,
  id: string,
  void_: { at: string; by: string; reason: string },
) {
  await trx
    .updateTable('sales')
    .set({
      status: 'annullata',
      voided_at: void_.at,
      voided_by: void_.by,
      void_reason: void_.reason,
    })
    .where('id', '=', id)
    .execute();
}
