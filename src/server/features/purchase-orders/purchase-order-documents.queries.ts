import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The supplier as an order's document and e-mail address it. */
export function selectOrderSupplier(db: Kysely<DB> | Transaction<DB>, orderId: string) {
  return db
    .selectFrom('purchase_orders as o')
    .innerJoin('suppliers as s', 's.id', 'o.supplier_id')
    .select(['s.name', 's.email', 's.address', 's.phone', 's.vat_number'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
