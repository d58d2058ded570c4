import type { Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { CustomerTable } from '../../db/tables/customer-tables';

/** Kysely only: moving what belongs to one customer to another. */

type TablesWithCustomer = {
  [T in keyof DB]: DB[T] extends { customer_id: string | null } ? T : never;
}[keyof DB];

/**
 * Every table whose rows belong to a customer, deleted tickets included: a merge moves them all.
 * A new kind of document (payments, invoices) is one more name here.
 */
export const CUSTOMER_DOCUMENT_TABLES = [
  'tickets',
  'quotes',
  'pc_builds',
  'payments',
  'invoices',
] as const satisfies readonly TablesWithCustomer[];
export type CustomerDocumentTable = (typeof CUSTOMER_DOCUMENT_TABLES)[number];

export async function moveDocuments(
  trx: Transaction<DB>,
  fromId: string,
  toId: string,
): Promise<Record<CustomerDocumentTable, number>> {
  const moved = {} as Record<CustomerDocumentTable, number>;
  for (const table of CUSTOMER_DOCUMENT_TABLES) {
    const result = await trx
      .updateTable(table as 'tickets')
      .set({ customer_id: toId })
      .where('customer_id', '=', fromId)
      .executeTakeFirst();
    moved[table] = Number(result.numUpdatedRows);
  }
  return moved;
}

/**
 * Both customers' rows in id order, each written (its version moved) before it is read: two
 * merges of the same pair wait for each other instead of crossing.
 */
export async function lockCustomers(trx: Transaction<DB>, ids: readonly string[]) {
  for (const id of [...ids].sort()) {
    await trx
      .updateTable('customers')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }
  return trx.selectFrom('customers').selectAll().where('id', 'in', ids).execute();
}

/** The kept customer after the merge: its columns recomputed, the two records' latest facts. */
export async function updateKept(
  trx: Transaction<DB>,
  id: string,
  values: Updateable<CustomerTable>,
) {
  await trx.updateTable('customers').set(values).where('id', '=', id).execute();
}

export async function deleteMerged(trx: Transaction<DB>, id: string) {
  await trx.deleteFrom('customers').where('id', '=', id).execute();
}
