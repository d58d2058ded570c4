import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { ReportFilter } from './report-filter';

/** The parts report's SQL: stock used on tickets ('ticket' movements) and the stock's value. */
type Db = Kysely<DB>;
type Sum = number | string | null;

/** Parts used on repairs in the range, per product, with today's cost; returns add back. */
export function selectPartsUsed(db: Db, f: ReportFilter) {
  const used = sql<Sum>`sum(-m.delta)`;
  return db
    .selectFrom('stock_movements as m')
    .innerJoin('tickets as t', 't.id', 'm.ticket_id')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .where('m.reason', '=', sql.lit('ticket'))
    .where('m.created_at', '>=', f.fromInstant)
    .where('m.created_at', '<', f.toInstant)
    .$if(f.technicianId !== undefined, (q) => q.where('t.assigned_to', '=', f.technicianId ?? ''))
    .$if(f.deviceType !== undefined, (q) => q.where('t.device_type', '=', f.deviceType ?? ''))
    .select([
      'p.id',
      'p.sku',
      'p.name',
      'c.name as category',
      used.as('quantity'),
      sql<Sum>`sum(-m.delta * coalesce(p.cost_cents, 0))`.as('cost'),
    ])
    .groupBy(['p.id', 'p.sku', 'p.name', 'c.name'])
    .execute();
}

/** Units in stock and their value at cost and at list price. */
export function selectStockValue(db: Db) {
  return db
    .selectFrom('products')
    .select([
      sql<Sum>`sum(quantity)`.as('quantity'),
      sql<Sum>`sum(cast(quantity as bigint) * coalesce(cost_cents, 0))`.as('cost'),
      sql<Sum>`sum(cast(quantity as bigint) * price_cents)`.as('price'),
    ])
    .executeTakeFirstOrThrow();
}
