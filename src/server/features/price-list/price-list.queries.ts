import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import { likePattern } from '../../search/text-search';

/** The price list in Kysely: a shop has hundreds to a few thousand entries. */
const entries = (db: Kysely<DB>) => db.selectFrom('price_list').selectAll();
export type PriceListRow = DB['price_list'] & { id: string };

/**
 * A page in the list's order (brand, model, repair, folded), every word of `words` somewhere in
 * the entry: `limit + 1` rows so the caller knows whether another page follows.
 */
export function selectEntries(
  db: Kysely<DB>,
  options: { words: string[]; limit: number; after?: readonly [string, string] },
) {
  let query = entries(db);
  for (const word of options.words) {
    query = query.where('search_text', 'like', likePattern(word));
  }
  const { after } = options;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('entry_key', '>', after[0]),
        eb.and([eb('entry_key', '=', after[0]), eb('id', '>', after[1])]),
      ]),
    );
  }
  return query
    .orderBy('entry_key')
    .orderBy('id')
    .limit(options.limit + 1)
    .execute();
}

export const selectEntry = (db: Kysely<DB>, id: string) =>
  entries(db).where('id', '=', id).executeTakeFirst();

export const selectEntriesByKey = (db: Kysely<DB>, keys: string[]) =>
  keys.length === 0 ? Promise.resolve([]) : entries(db).where('entry_key', 'in', keys).execute();

export const insertEntries = async (db: Kysely<DB>, rows: Insertable<DB['price_list']>[]) => {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('price_list')
      .values(rows.slice(i, i + 200))
      .execute();
  }
};

export const updateEntryRow = (db: Kysely<DB>, id: string, set: Updateable<DB['price_list']>) =>
  db.updateTable('price_list').set(set).where('id', '=', id).executeTakeFirst();

export const deleteEntryRow = (db: Kysely<DB>, id: string) =>
  db.deleteFrom('price_list').where('id', '=', id).executeTakeFirst();

/** The warehouse products named by the entries, for their parts (a removed one is skipped). */
export const selectParts = (db: Kysely<DB>, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('products')
        .select(['id', 'sku', 'name', 'price_cents', 'cost_cents'])
        .where('id', 'in', ids)
        .execute();

export const selectProductIdsBySku = (db: Kysely<DB>, skus: string[]) =>
  skus.length === 0
    ? Promise.resolve([])
    : db.selectFrom('products').select(['id', 'sku']).where('sku', 'in', skus).execute();
