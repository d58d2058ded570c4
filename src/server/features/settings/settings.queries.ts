import type { Kysely, Transaction } from 'kysely';
import type { SettingKey } from '../../../shared/settings';
import type { DB } from '../../db/schema';

/** Writes each value, inserting the keys never saved before. */
export async function upsertSettings(
  trx: Kysely<DB> | Transaction<DB>,
  values: [SettingKey, string][],
  now: string,
): Promise<void> {
  for (const [key, value] of values) {
    await trx
      .insertInto('settings')
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
  }
}
