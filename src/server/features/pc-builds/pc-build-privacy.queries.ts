import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Kysely only: what a customer's PC builds hold about them (privacy export and anonymisation). */

export function customerBuildRows(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('pc_builds')
    .select([
      'id',
      'build_number',
      'title',
      'status',
      'customer_name',
      'customer_email',
      'customer_phone',
      'notes',
      'vat_hundredths',
      'taxable_cents',
      'vat_cents',
      'total_cents',
      'created_at',
      'updated_at',
    ])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function componentsOf(db: Kysely<DB>, buildIds: string[]) {
  return db
    .selectFrom('pc_build_components')
    .select(['build_id', 'kind', 'description', 'quantity', 'unit_price_cents', 'line_total_cents'])
    .where('build_id', 'in', buildIds)
    .orderBy('build_id')
    .orderBy('position')
    .execute();
}
