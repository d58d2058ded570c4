import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';

/**
 * A quote's or a PC build's snapshot of the person, emptied for the customer's anonymisation; the
 * version moves so an open form cannot put it back. Kysely only.
 */
export async function anonymiseDocumentSnapshot(
  trx: Transaction<DB>,
  table: 'quotes' | 'pc_builds',
  id: string,
  values: { customer_name: string; search_text: string },
) {
  await trx
    .updateTable(table as 'quotes')
    .set((eb) => ({
      ...values,
      customer_email: null,
      customer_phone: null,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}
