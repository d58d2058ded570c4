import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { CustomerTable } from '../../db/tables/customer-tables';

/** Kysely only: the customer row as the privacy rights read and empty it. */
type Db = Kysely<DB> | Transaction<DB>;

/** Every column but the derived ones (search text, sort name, matching keys). */
export function customerForExport(db: Db, id: string) {
  return db
    .selectFrom('customers')
    .select([
      'id',
      'kind',
      'first_name',
      'last_name',
      'company_name',
      'display_name',
      'tax_code',
      'vat_number',
      'email',
      'pec',
      'sdi_code',
      'intent_protocol',
      'intent_date',
      'phone',
      'phone2',
      'street',
      'postal_code',
      'city',
      'province',
      'country',
      'notes',
      'privacy_ack_at',
      'marketing_consent',
      'marketing_consent_at',
      'to_review',
      'last_activity_at',
      'anonymised_at',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type ExportedCustomerRow = NonNullable<Awaited<ReturnType<typeof customerForExport>>>;

export function eventsForExport(db: Db, customerId: string) {
  return db
    .selectFrom('customer_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.kind', 'u.name as user_name', 'e.details', 'e.created_at'])
    .where('e.customer_id', '=', customerId)
    .orderBy('e.created_at', 'asc')
    .orderBy('e.id', 'asc')
    .execute();
}

/**
 * The anonymisation's first statement: the row is taken (version moved) only if it is not
 * anonymised yet, so two admins anonymising at once do it once. Its kind comes back.
 */
export function claimForAnonymising(trx: Transaction<DB>, id: string) {
  return trx
    .updateTable('customers')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('anonymised_at', 'is', null)
    .returning(['kind', 'country'])
    .executeTakeFirst();
}

export function customerState(db: Db, id: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'anonymised_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setCustomerColumns(
  trx: Transaction<DB>,
  id: string,
  columns: Updateable<CustomerTable>,
) {
  await trx.updateTable('customers').set(columns).where('id', '=', id).execute();
}
