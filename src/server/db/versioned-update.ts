import type { Transaction, Updateable } from 'kysely';
import type { DB } from './schema';

/** The documents whose rows carry a `version` that every edit guards on and moves past. */
type VersionedTable = 'quotes' | 'pc_builds' | 'invoices';

/**
 * The UPDATE of a row guarded by the version its writer read (and moved past it): false when
 * someone saved in between, and then nothing changed.
 */
export async function updateAtVersion<T extends VersionedTable>(
  trx: Transaction<DB>,
  table: T,
  id: string,
  version: number,
  values: Updateable<DB[T]>,
): Promise<boolean> {
  // Both tables have id and version: Kysely checks the columns against one of them.
  const result = await trx
    .updateTable(table as 'quotes')
    .set((eb) => ({ ...(values as Updateable<DB['quotes']>), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
